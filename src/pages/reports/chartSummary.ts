import { t } from '../../i18n/t.ts';
import { formatDate } from '../../widgets/format/formatDate.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import type { ChartData } from './types.ts';
import type { Unit } from './units.ts';

// What the chart shows, in words: the same figures as the table below it, but the shape a reader takes
// from the picture (which is highest, which lowest, where a balance started and ended) said outright,
// for those who can not see it and for the screen reader that reaches the chart before the table.

interface Point {
  name: string;
  value: number;
}

const extremes = (points: readonly Point[]) =>
  points.reduce(
    ({ high, low }, point) => ({
      high: point.value > high.value ? point : high,
      low: point.value < low.value ? point : low,
    }),
    { high: points[0], low: points[0] },
  );

/** One sentence per series of bars (and for the stacks' totals), or for the line. */
export function chartSummary(chart: ChartData, unit: Unit): string {
  const amount = (value: number) => {
    const values = { value: formatNumber(value), smart_count: Math.abs(value) };
    return unit === 'tonnes' ? t('reports.summary.tonnes', values) : t('reports.summary.gallons', values);
  };
  if (chart.kind === 'line') {
    const points = chart.points.map((p) => ({ name: formatDate(p.date), value: p.value }));
    if (points.length === 0) return t('reports.summary.noFigures', { label: chart.label });
    const first = points[0];
    const last = points[points.length - 1];
    const { high, low } = extremes(points);
    return t('reports.summary.line', {
      label: chart.label,
      first: first.name,
      last: last.name,
      start: amount(first.value),
      end: amount(last.value),
      high: amount(high.value),
      highDate: high.name,
      low: amount(low.value),
      lowDate: low.name,
    });
  }
  const describe = (label: string, points: readonly Point[]) => {
    if (points.length === 0) return t('reports.summary.noFigures', { label });
    if (points.length === 1)
      return t('reports.summary.one', { label, name: points[0].name, amount: amount(points[0].value) });
    const { high, low } = extremes(points);
    return t('reports.summary.bars', {
      label,
      high: high.name,
      highAmount: amount(high.value),
      low: low.name,
      lowAmount: amount(low.value),
    });
  };
  const sentences = chart.series.map((series) =>
    describe(
      series.label,
      chart.categories.map((name, i) => ({ name, value: series.values[i] ?? 0 })),
    ),
  );
  if (chart.stacked && chart.series.length > 1) {
    const totals = chart.categories.map((name, i) => ({
      name,
      value: chart.series.reduce((sum, series) => sum + (series.values[i] ?? 0), 0),
    }));
    sentences.unshift(describe(t('reports.summary.inTotal'), totals));
  }
  return sentences.join(' ');
}
