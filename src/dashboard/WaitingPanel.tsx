import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNowStrict } from 'date-fns/formatDistanceToNowStrict';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { ALL_RESOURCES } from '../../resources/index.ts';
import type { TokenUser } from '../../schemas/codes.ts';
import type { WaitingAnswer } from '../../schemas/dashboard.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import { waitingStates } from '../../schemas/workflows/engine.ts';
import { dateLocale } from '../i18n/dates.ts';
import { t, text } from '../i18n/t.ts';
import { term } from '../i18n/terms.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';
import { screenErrorMessage } from '../providers/errorCatalogue.ts';
import { recordPath } from '../records/HeadingLinks.tsx';
import type { RecordResource } from '../records/types.ts';
import { RECORD_WORKFLOWS } from '../routing/recordWorkflows.ts';

/** Whether any record type's declarations can leave a record waiting for this user. */
export const mayWaitFor = (user: TokenUser | null) =>
  !!user && Object.values(RECORD_WORKFLOWS).some((workflow) => waitingStates(workflow, user).length > 0);

/** The resource (its routes) of a record type named as the API names it ('TransferOrder'). */
function resourceOf(record: string): RecordResource | undefined {
  const name = Object.entries(RECORD_WORKFLOWS).find(([, workflow]) => workflow.record === record)?.[0];
  return ALL_RESOURCES.find((r): r is RecordResource => r.name === name && 'routes' in r);
}

/**
 * 'Waiting for me': the records whose next step the user may take, oldest in its state first, with how
 * long each has waited; each links to its detail, and each record type to its list filtered the same way.
 */
export default function WaitingPanel() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['dashboard', 'waiting'],
    queryFn: () => dataProvider.call<WaitingAnswer>('GET', 'Dashboard/Waiting'),
    retry: false,
  });
  const types = [...new Set(data?.records.map((r) => r.record))];
  return (
    <Box component="section" aria-labelledby="waiting-heading" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="waiting-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
          {data ? t('dashboard.waiting.count', { total: data.total }) : t('dashboard.waiting.title')}
        </Typography>
        {types.map((record) => {
          const resource = resourceOf(record);
          return resource ? (
            <Button key={record} component={Link} to={`${resource.routes.list}#?waiting=true`} size="small">
              {t('dashboard.waiting.all', { records: recordWord(record, 'plural') })}
            </Button>
          ) : null;
        })}
      </Box>
      {isPending ? <Typography color="text.secondary">{t('dashboard.waiting.loading')}</Typography> : null}
      {error ? <Alert severity="error">{screenErrorMessage(error)}</Alert> : null}
      {data && data.records.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.waiting.nothing')}</Typography>
      ) : null}
      {data && data.records.length > 0 ? (
        <List
          dense
          aria-label={t('dashboard.waiting.list')}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        >
          {data.records.map((row) => {
            const resource = resourceOf(row.record);
            const name = `${text(recordWord(row.record, 'Name'))} ${row.number ?? `#${row.id}`}`;
            return (
              <ListItem key={`${row.record}-${row.id}`} divider>
                <ListItemText
                  sx={{ overflowWrap: 'anywhere' }}
                  primary={
                    resource ? <Link to={recordPath(resource.routes.show, row.id)}>{name}</Link> : name
                  }
                  secondary={t('dashboard.waiting.since', {
                    status: term(row.status),
                    time: formatDistanceToNowStrict(new Date(row.since), { locale: dateLocale() }),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}
