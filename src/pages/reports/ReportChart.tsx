import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { formatDate } from '../../widgets/format/formatDate.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import { chartSummary } from './chartSummary.ts';
import type { ChartData } from './types.ts';
import { type Unit, unitLabel } from './units.ts';

// The report's picture, drawn with @mui/x-charts, which comes with the reporting page's own chunk (a
// chunk of its own would split modules the dashboard shares with it into more requests). It is a
// picture of the table below, which is its accessible alternative: assistive technology reads the
// table, so the drawing is one labelled image, described by a summary in words under it (highest,
// lowest, start and end) that everyone can read.
//
// Negative figures are drawn below zero; the value axis sizes itself to its widest label ('(2,000,000)'
// whole, in brackets as the table writes it). The chart is drawn at the width of its box as last measured
// above zero: a box hidden for the paper measures 0, which left no room for the drawing (a negative
// <rect> width in the browser's console).

const HEIGHT = 280;
const number = (value: number | null) => formatNumber(value);
const dayOf = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** The box's width, the last one measured above zero (0 until the first such measure). */
function useShownWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const next = Math.floor(box.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Draws its chart at the box's width, once the box has one. */
function Sized({ children }: { children: (width: number) => ReactNode }) {
  const { ref, width } = useShownWidth();
  return (
    <Box ref={ref} sx={{ width: '100%', minHeight: HEIGHT }}>
      {width > 0 ? children(width) : null}
    </Box>
  );
}

export default function ReportChart({ chart, unit, title }: { chart: ChartData; unit: Unit; title: string }) {
  const label = t('reports.chart', { title, unit: unitLabel(unit).toLowerCase() });
  const summaryId = useId();
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, displayPrint: 'none' }}>
      <Box role="img" aria-label={label} aria-describedby={summaryId}>
        <Sized>
          {(width) =>
            chart.kind === 'bars' ? (
              <BarChart
                width={width}
                height={HEIGHT}
                skipAnimation
                xAxis={[{ scaleType: 'band', data: chart.categories, height: 'auto' }]}
                yAxis={[{ valueFormatter: number, width: 'auto' }]}
                series={chart.series.map((series) => ({
                  label: series.label,
                  data: series.values,
                  valueFormatter: number,
                  ...(chart.stacked ? { stack: 'total' } : {}),
                }))}
              />
            ) : (
              <LineChart
                width={width}
                height={HEIGHT}
                skipAnimation
                xAxis={[
                  {
                    scaleType: 'time',
                    data: chart.points.map((point) => dayOf(point.date)),
                    valueFormatter: (value: Date) => formatDate(value),
                  },
                ]}
                yAxis={[{ valueFormatter: number, width: 'auto' }]}
                series={[
                  {
                    label: chart.label,
                    data: chart.points.map((point) => point.value),
                    valueFormatter: number,
                    curve: 'stepAfter',
                    showMark: false,
                  },
                ]}
              />
            )
          }
        </Sized>
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {t('reports.chartCaption', { unit: unitLabel(unit) })}{' '}
        <span id={summaryId} data-testid="chart-summary">
          {chartSummary(chart, unit)}
        </span>
      </Typography>
    </Box>
  );
}
