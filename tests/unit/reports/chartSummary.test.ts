import { describe, expect, it } from 'vitest';
import { chartSummary } from '../../../src/pages/reports/chartSummary.ts';

describe("a chart's summary in words", () => {
  it('names the highest and lowest bar of each series, negative figures in brackets', () => {
    const chart = {
      kind: 'bars' as const,
      categories: ['Atlantic', 'Lone Star', 'Mesurado'],
      series: [
        { label: 'AGO', values: [964_700, 812_100, 1_238_000] },
        { label: 'PMS', values: [-2_000, 1_841_200, 590_700] },
      ],
    };
    expect(chartSummary(chart, 'gallons')).toBe(
      'AGO: highest Mesurado (1,238,000 gallons), lowest Lone Star (812,100 gallons). ' +
        'PMS: highest Lone Star (1,841,200 gallons), lowest Atlantic ((2,000) gallons).',
    );
  });

  it('adds the totals of stacked bars, and reads one bar as it is', () => {
    const stacked = {
      kind: 'bars' as const,
      categories: ['T-101', 'T-102'],
      series: [
        { label: 'Sales', values: [10, 30] },
        { label: 'Transfers', values: [25, 1] },
      ],
      stacked: true,
    };
    expect(chartSummary(stacked, 'tonnes')).toBe(
      'In total: highest T-101 (35 metric tonnes), lowest T-102 (31 metric tonnes).' +
        ' Sales: highest T-102 (30 metric tonnes), lowest T-101 (10 metric tonnes).' +
        ' Transfers: highest T-101 (25 metric tonnes), lowest T-102 (1 metric tonne).',
    );
    const single = {
      kind: 'bars' as const,
      categories: ['PMS'],
      series: [{ label: 'Stock', values: [5_000] }],
    };
    expect(chartSummary(single, 'gallons')).toBe('Stock: PMS 5,000 gallons.');
  });

  it('follows a line from its start to its end, with its highest and lowest day', () => {
    const line = {
      kind: 'line' as const,
      label: 'Balance',
      points: [
        { date: '2026-11-01', value: 1_000 },
        { date: '2026-11-02', value: 4_500 },
        { date: '2026-11-03', value: -250 },
        { date: '2026-11-04', value: 2_000 },
      ],
    };
    expect(chartSummary(line, 'gallons')).toBe(
      'Balance from 11/01/2026 to 11/04/2026: 1,000 gallons at the start, 2,000 gallons at the end; ' +
        'highest 4,500 gallons on 11/02/2026, lowest (250) gallons on 11/03/2026.',
    );
    expect(chartSummary({ kind: 'line', label: 'Balance', points: [] }, 'gallons')).toBe(
      'Balance: no figures.',
    );
  });
});
