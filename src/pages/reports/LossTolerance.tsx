import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ValidationError } from 'yup';
import { hasRole } from '../../../schemas/codes.ts';
import { NUMBER_TAGS } from '../../../schemas/i18n/locales.ts';
import { lossToleranceSchema, type LossTolerance as Tolerance } from '../../../schemas/reports/payloads.ts';
import { currentLocale } from '../../i18n/locale.ts';
import type { AppKey } from '../../i18n/t.ts';
import { t } from '../../i18n/t.ts';
import { messagesByPath } from '../../i18n/validation.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { currentUser } from '../../providers/tokenStore.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';

const QUERY_KEY = ['report', 'lossTolerance'];

export const toleranceText = (tolerance: Tolerance) =>
  t('reports.losses.tolerance', {
    percent: tolerance.percent.toLocaleString(NUMBER_TAGS[currentLocale()]),
    gallons: formatNumber(tolerance.gallons),
    smart_count: tolerance.gallons,
  });

/** The tolerance in force above a loss report; administrators may change it here. */
export function LossToleranceLine() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const tolerance = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getLossTolerance() });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (!tolerance.data) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{toleranceText(tolerance.data)}</Typography>
        {hasRole(currentUser(), 'R500') ? (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('reports.losses.change')}
          </Button>
        ) : null}
      </Stack>
      {saved ? (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => setSaved(null)}>
          {t('reports.losses.apply', { message: saved })}
        </Alert>
      ) : null}
      {editing ? (
        <ToleranceDialog
          current={tolerance.data}
          onClose={(message) => {
            setEditing(false);
            if (message) setSaved(message);
          }}
        />
      ) : null}
    </Box>
  );
}

function ToleranceDialog({ current, onClose }: { current: Tolerance; onClose(message?: string): void }) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    percent: String(current.percent),
    gallons: String(current.gallons),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (tolerance: Tolerance) => dataProvider.setLossTolerance(tolerance),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      onClose(answer.message);
    },
  });
  const submit = () => {
    try {
      const tolerance = lossToleranceSchema.validateSync(values, { abortEarly: false }) as Tolerance;
      setErrors({});
      save.mutate(tolerance);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(messagesByPath(error));
    }
  };
  const field = (name: 'percent' | 'gallons', label: AppKey) => (
    <TextField
      id={`tolerance-${name}`}
      label={t(label)}
      value={values[name]}
      inputMode="decimal"
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
    />
  );
  return (
    <Dialog open onClose={() => onClose()} aria-labelledby="tolerance-title">
      <DialogTitle id="tolerance-title">{t('reports.losses.dialog')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('reports.losses.explain')}
        </Typography>
        <Stack spacing={2}>
          {field('percent', 'reports.losses.percent')}
          {field('gallons', 'reports.losses.gallons')}
        </Stack>
        {save.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {screenErrorMessage(save.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
