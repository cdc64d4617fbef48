import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { flushSync } from 'react-dom';
import { t } from '../../i18n/t.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { currentUser } from '../../providers/tokenStore.ts';
import { formatDateTime } from '../../widgets/format/formatDate.ts';
import { PrintReport, usePrint } from '../../widgets/PrintReport.tsx';
import { isWide, PAPER_CLASS, PrintStyle } from './PrintStyle.tsx';
import ReportChart from './ReportChart.tsx';
import { ReportResultsTable } from './ReportResults.tsx';
import {
  type CachedResult,
  readFilters,
  readMetric,
  readResult,
  saveFilters,
  saveMetric,
  saveResult,
} from './storage.ts';
import { filedColumns, requestErrors } from './table.ts';
import type { ReportDeclaration } from './types.ts';
import type { Unit } from './units.ts';

/** The toolbar's English (tests read it). */
export { REPORTS_ENGLISH as REPORT_TEXTS } from '../../i18n/en/reports.ts';

/**
 * One report: its filters, the toolbar (metric tonnes, refresh, print, export to spreadsheet), its last
 * results from the browser's cache or the server, a progress bar while it loads, the failure in the
 * empty-state area, the chart and the table with its Total row, and the printed copy.
 */
export function ReportView<F extends object, A, R>({
  id,
  declaration,
}: {
  id: number;
  declaration: ReportDeclaration<F, A, R>;
}) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const userId = currentUser()?.id;
  const [filters, setFilters] = useState<F>(() => ({ ...declaration.defaults(), ...readFilters<F>(id) }));
  const [tonnes, setTonnes] = useState(() => readMetric(id));
  const [result, setResult] = useState(() => readResult<F, A>(id, userId));
  const [exportError, setExportError] = useState<string | null>(null);
  const unit: Unit = tonnes ? 'tonnes' : 'gallons';
  const errors = useMemo(() => requestErrors(declaration, filters), [declaration, filters]);
  const incomplete = declaration.incomplete?.(filters) ?? null;
  const print = usePrint();
  // The printed copy's footer: the moment it is printed, from the button or the browser's own Print.
  const [printedAt, setPrintedAt] = useState(() => new Date());
  // The printed copy (every row) is made only to print: kept in the page, hidden, it cost a national
  // day's 5,000 rows of elements at every change. The browser's own Print announces itself
  // (beforeprint) and prints what the page holds once its listeners return: made then, synchronously.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const stamp = () =>
      flushSync(() => {
        setPrintedAt(new Date());
        setPrinting(true);
      });
    const done = () => setPrinting(false);
    window.addEventListener('beforeprint', stamp);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('beforeprint', stamp);
      window.removeEventListener('afterprint', done);
    };
  }, []);

  // Daily Loading loads again at each change of its day: answers on the way may come back in any
  // order, and only the last question's is shown.
  const lastAsked = useRef<F | null>(null);
  const load = useMutation({
    mutationFn: (asked: F) => {
      lastAsked.current = asked;
      return declaration.load(dataProvider, asked);
    },
    onSuccess: (answer, asked) => {
      if (asked !== lastAsked.current) return;
      const fresh: CachedResult<F, A> = { filters: asked, answer, at: new Date().toISOString() };
      setResult(fresh);
      saveResult(id, userId, fresh);
    },
  });
  const canRefresh = !incomplete && Object.keys(errors).length === 0 && !load.isPending;
  const refresh = () => {
    if (canRefresh) load.mutate(filters);
  };
  // A report opened for the first time loads at once when its filters allow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening.
  useEffect(() => {
    if (!result) refresh();
  }, []);

  const change = (next: Partial<F>) => {
    const merged = { ...filters, ...next };
    setFilters(merged);
    saveFilters(id, merged);
    const ready =
      !declaration.incomplete?.(merged) && Object.keys(requestErrors(declaration, merged)).length === 0;
    if (ready && declaration.reloadOn?.(filters, merged)) load.mutate(merged);
  };
  const toggleUnit = (checked: boolean) => {
    setTonnes(checked);
    saveMetric(id, checked);
  };
  // While a file is written (a second at national scale), the button waits: a second click, one file.
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    if (!result || exporting) return;
    setExportError(null);
    setExporting(true);
    try {
      const { exportReport } = await import('./exportSheet.ts');
      await exportReport(declaration, result, unit, filters);
    } catch (error) {
      setExportError(t('reports.exportFailed', { reason: String((error as Error)?.message ?? error) }));
    } finally {
      setExporting(false);
    }
  };

  const { Filters, Before } = declaration;
  const answer = load.isError ? null : result?.answer;
  const rows = answer === undefined || answer === null ? [] : declaration.rows(answer, filters);
  const chart = answer && rows.length && declaration.chart ? declaration.chart(answer, unit) : null;
  const period = result && answer ? declaration.period(result.filters, answer) : '';
  const empty = !!answer && rows.length === 0;
  const title = t(declaration.title);

  return (
    <Box component="section" aria-label={title} aria-busy={load.isPending}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, displayPrint: 'none' }}>
        <Filters filters={filters} errors={errors} onChange={change} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel
            control={<Switch checked={tonnes} onChange={(event) => toggleUnit(event.target.checked)} />}
            label={t('reports.metric')}
          />
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" onClick={refresh} disabled={!canRefresh}>
            {t('reports.refresh')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              setPrintedAt(new Date());
              setPrinting(true);
              print();
            }}
            disabled={!answer}
          >
            {t('reports.print')}
          </Button>
          <Button
            variant="outlined"
            onClick={exportFile}
            disabled={!answer || empty || exporting}
            aria-describedby={empty ? 'report-nothing-to-export' : undefined}
          >
            {t('reports.export')}
          </Button>
        </Stack>
        {empty ? (
          <Typography
            id="report-nothing-to-export"
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1, textAlign: 'right' }}
          >
            {t('reports.nothingToExport')}
          </Typography>
        ) : null}
        {incomplete ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {incomplete}
          </Typography>
        ) : null}
      </Paper>
      {exportError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      ) : null}
      {load.isPending ? (
        <Box sx={{ mb: 2 }} role="status">
          <LinearProgress aria-label={t('reports.loading')} />
          <Typography variant="caption">{t('reports.loading')}</Typography>
        </Box>
      ) : null}
      {result && answer ? (
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('reports.heading', { title, period })}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('reports.read', { date: formatDateTime(result.at) })}
          </Typography>
        </Typography>
      ) : null}
      {load.isError ? (
        <Alert severity="error">{screenErrorMessage(load.error)}</Alert>
      ) : answer !== undefined && answer !== null ? (
        <>
          {Before ? <Before answer={answer} unit={unit} /> : null}
          {rows.length === 0 ? (
            <Alert severity="info">{t('reports.empty')}</Alert>
          ) : (
            <>
              {chart ? <ReportChart chart={chart} unit={unit} title={title} /> : null}
              <ReportResultsTable
                declaration={declaration}
                answer={answer}
                unit={unit}
                filters={filters}
                onSelect={change}
              />
            </>
          )}
          {printing ? (
            <PrintReport label={t('reports.report', { title })}>
              <PrintStyle wide={isWide(filedColumns(declaration as never).length)} />
              <Typography variant="h6" component="p">
                {title}
              </Typography>
              <Typography variant="subtitle2" component="p" sx={{ mb: 2 }}>
                {period}
              </Typography>
              {rows.length === 0 ? (
                <Typography>{t('reports.empty')}</Typography>
              ) : (
                <Box className={PAPER_CLASS}>
                  <ReportResultsTable
                    declaration={declaration}
                    answer={answer}
                    unit={unit}
                    links={false}
                    filters={filters}
                  />
                </Box>
              )}
              <Typography variant="caption" component="p" sx={{ mt: 2 }}>
                {t('reports.printed', { date: formatDateTime(printedAt) })}
              </Typography>
            </PrintReport>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
