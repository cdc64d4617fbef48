import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ValidationError } from 'yup';
import { DEFAULT_EARLIEST_DATE, today } from '../../schemas/dates.ts';
import {
  ledgerExportFileName,
  STATEMENT_KEY_PATH,
  statementFileName,
  statementQuerySchema,
} from '../../schemas/statement.ts';
import { t } from '../i18n/t.ts';
import { firstMessage } from '../i18n/validation.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';
import { screenErrorMessage } from '../providers/errorCatalogue.ts';
import { saveJsonFile } from '../widgets/saveFile.ts';

type Pending = 'statement' | 'ledger' | null;

/** The date's message from the shared schema (no future day, none before the earliest date), or null. */
function dateProblem(date: string): string | null {
  try {
    statementQuerySchema.validateSyncAt('date', { date });
    return null;
  } catch (error) {
    return firstMessage(error as ValidationError);
  }
}

/**
 * An importer's signed stock statement as of a day, and its ledger export, downloaded as files (the
 * importer page: an importer's user for its own importers, stock control and administrators any).
 */
export function StatementDownload({
  importerId,
  importerName,
}: {
  importerId: number;
  importerName: string;
}) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const headingId = useId();
  const [date, setDate] = useState(today);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const key = useQuery({
    queryKey: ['statement', 'key'],
    queryFn: () => dataProvider.getStatementKey(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const problem = dateProblem(date);

  const download = async (what: Exclude<Pending, null>) => {
    setPending(what);
    setError(null);
    setSaved(null);
    try {
      if (what === 'statement') {
        const file = await dataProvider.getStatement(importerId, date);
        const name = statementFileName(file.statement.importer.name, file.statement.asOf);
        saveJsonFile(file, name);
        setSaved(name);
      } else {
        const exported = await dataProvider.getLedgerExport(importerId);
        const name = ledgerExportFileName(exported.importer.name, exported.generatedAt);
        saveJsonFile(exported, name);
        setSaved(name);
      }
    } catch (failure) {
      setError(screenErrorMessage(failure));
    } finally {
      setPending(null);
    }
  };

  const button = (what: Exclude<Pending, null>, label: string, variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      onClick={() => void download(what)}
      disabled={pending !== null || (what === 'statement' && problem !== null)}
      aria-busy={pending === what}
      startIcon={pending === what ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon aria-hidden />}
    >
      {label}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, displayPrint: 'none' }}>
      <Typography variant="h6" component="h3" id={headingId}>
        {t('statements.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('statements.intro', { importer: importerName })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label={t('statements.date')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={problem !== null}
          helperText={problem ?? ' '}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: today(), min: DEFAULT_EARLIEST_DATE },
          }}
        />
        {button('statement', t('statements.download'), 'contained')}
        {button('ledger', t('statements.downloadLedger'), 'outlined')}
      </Box>
      <Box aria-live="polite">
        {pending ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('statements.downloading')}
          </Typography>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
        {saved ? (
          <Alert severity="success" sx={{ mt: 1 }} onClose={() => setSaved(null)}>
            {t('statements.saved', { name: saved })}
          </Alert>
        ) : null}
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
        {t('statements.verify')}{' '}
        <Link href={STATEMENT_KEY_PATH} download="ppms-statement-key.pem">
          {t('statements.publicKey')}
        </Link>
        {key.data ? ` (${t('statements.fingerprint', { fingerprint: key.data.fingerprint })})` : null}
      </Typography>
    </Box>
  );
}
