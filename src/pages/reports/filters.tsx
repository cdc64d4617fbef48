import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { format } from 'date-fns/format';
import { reportPeriodSchema } from '../../../schemas/reports/payloads.ts';
import { today } from '../../../schemas/search.ts';
import { t } from '../../i18n/t.ts';
import { DateRangeFilter } from '../../records/list/DateRangeFilter.tsx';
import { formatDate } from '../../widgets/format/formatDate.ts';
import type { FilterProps } from './types.ts';

// The filters most reports share: a period, or a single day that may be today.

export interface PeriodFilter {
  from: string;
  to: string;
}

/** From the first of this month to today. */
export const thisMonth = (): PeriodFilter => ({ from: `${today().slice(0, 8)}01`, to: today() });

export const periodText = ({ from, to }: PeriodFilter) =>
  t('reports.period.range', { from: formatDate(from), to: formatDate(to) });
/** The period in a file name: '2026-10-01 to 2026-10-31'. */
export const periodDates = ({ from, to }: PeriodFilter) => t('reports.period.range', { from, to });

/** What a report over a period declares of its filters: this month first, {from, to} sent and checked. */
export const PERIOD_REPORT = {
  defaults: thisMonth,
  Filters: PeriodFilters,
  request: ({ from, to }: PeriodFilter) => ({ from, to }),
  schema: reportPeriodSchema,
  period: periodText,
  fileDates: periodDates,
};

export function PeriodFilters<F extends PeriodFilter>({ filters, errors, onChange }: FilterProps<F>) {
  return (
    <DateRangeFilter
      idPrefix="report"
      fromLabel={t('reports.period.from')}
      toLabel={t('reports.period.to')}
      from={filters.from}
      to={filters.to}
      errors={{ from: errors.from, to: errors.to }}
      onChange={(bound, value) => onChange({ [bound]: value ?? '' } as Partial<F>)}
    />
  );
}

export interface DayFilter {
  /** Today: no date is sent, the server reads today. */
  today: boolean;
  date: string;
}

export const dayText = ({ today: isToday, date }: DayFilter) =>
  t('reports.period.asOf', { date: formatDate(isToday ? today() : date) });
/** The day in a file name: today's report is of the day it was read. */
export const dayDates = ({ today: isToday, date }: DayFilter, _: unknown, readAt: Date) =>
  isToday ? format(readAt, 'yyyy-MM-dd') : date;

/** The spec's single date picker: 'Today' sends no date. */
export function DayFilters<F extends DayFilter>({ filters, errors, onChange }: FilterProps<F>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <FormControlLabel
        control={
          <Switch
            checked={filters.today}
            onChange={(event) => onChange({ today: event.target.checked } as Partial<F>)}
          />
        }
        label={t('reports.period.today')}
      />
      <ReportDateInput
        disabled={filters.today}
        value={filters.today ? today() : filters.date}
        onChange={(date) => onChange({ date } as Partial<F>)}
        error={errors.selectedDate}
      />
    </Stack>
  );
}

/** A report's one day: up to today, with its request's message. */
export function ReportDateInput({
  value,
  disabled = false,
  error,
  onChange,
}: {
  value: string;
  disabled?: boolean;
  error?: string;
  onChange(date: string): void;
}) {
  return (
    <TextField
      id="report-date"
      type="date"
      size="small"
      fullWidth={false}
      label={t('reports.period.date')}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
    />
  );
}
