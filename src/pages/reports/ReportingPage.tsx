import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { REPORT_TYPES, REPORT_VALUES } from './catalogue.ts';
import { ReportView } from './ReportView.tsx';
import { readReportType, saveReportType } from './storage.ts';

/**
 * /reporting (R100 to R600): the report types of the spec's dropdown, the choice remembered across
 * visits; '?report=6' (the dashboard's links) chooses one.
 */
export default function ReportingPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('report'));
  const [value, setValue] = useState(() =>
    params.has('report') && REPORT_VALUES.includes(asked) ? asked : readReportType(REPORT_VALUES),
  );
  useEffect(() => {
    saveReportType(value);
    if (params.has('report')) setParams({}, { replace: true });
  }, [value, params, setParams]);
  const chosen = REPORT_TYPES.find((type) => type.value === value) ?? REPORT_TYPES[0];
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading title={t('reports.title')} />
      <TextField
        id="report-type"
        select
        fullWidth={false}
        label={t('reports.type')}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
        sx={{ minWidth: 320, mb: 3, displayPrint: 'none' }}
      >
        {REPORT_TYPES.map((type) => (
          <MenuItem key={type.value} value={type.value}>
            {t(type.label)}
          </MenuItem>
        ))}
      </TextField>
      {chosen.declaration ? (
        <ReportView key={chosen.value} id={chosen.value} declaration={chosen.declaration} />
      ) : (
        <Alert severity="info">{t('reports.noReport')}</Alert>
      )}
    </Box>
  );
}
