import { formatDate } from '../../widgets/format/formatDate.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import type { ChartData } from './types.ts';
import { type Unit, unitLabel } from './units.ts';

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
  const plural = unitLabel(unit).toLowerCase();
  const amount = (value: number) =>
    `${formatNumber(value)} ${Math.abs(value) === 1 ? plural.slice(0, -1) : plural}`;
  if (chart.kind === 'line') {
    const points = chart.points.map((p) => ({ name: formatDate(p.date), value: p.value }));
    if (points.length === 0) return `${chart.label}: no figures.`;
    const first = points[0];
    const last = points[points.length - 1];
    const { high, low } = extremes(points);
    return (
      `${chart.label} from ${first.name} to ${last.name}: ${amount(first.value)} at the start, ` +
      `${amount(last.value)} at the end; highest ${amount(high.value)} on ${high.name}, ` +
      `lowest ${amount(low.value)} on ${low.name}.`
    );
  }
  const describe = (label: string, points: readonly Point[]) => {
    if (points.length === 0) return `${label}: no figures.`;
    if (points.length === 1) return `${label}: ${points[0].name} ${amount(points[0].value)}.`;
    const { high, low } = extremes(points);
    return `${label}: highest ${high.name} (${amount(high.value)}), lowest ${low.name} (${amount(low.value)}).`;
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
    sentences.unshift(describe('In total', totals));
  }
  return sentences.join(' ');
}
