import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate } from '../../widgets/format/formatDate.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import type { ChartData } from './types.ts';
import { type Unit, unitLabel } from './units.ts';

// The report's picture, drawn with @mui/x-charts, which comes with the reporting page's own chunk (a
// chunk of its own would split modules the dashboard shares with it into more requests). It is a
// picture of the table below, which is its accessible alternative: assistive technology reads the
// table, so the drawing is one labelled image.

const HEIGHT = 280;
const number = (value: number | null) => formatNumber(value);
const dayOf = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year, month - 1, day);
};

export default function ReportChart({ chart, unit, title }: { chart: ChartData; unit: Unit; title: string }) {
  const label = `Chart of ${title}, in ${unitLabel(unit).toLowerCase()}. The table below lists the same figures.`;
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, displayPrint: 'none' }}>
      <Box role="img" aria-label={label}>
        {chart.kind === 'bars' ? (
          <BarChart
            height={HEIGHT}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: chart.categories }]}
            yAxis={[{ valueFormatter: number, width: 80 }]}
            series={chart.series.map((series) => ({
              label: series.label,
              data: series.values,
              valueFormatter: number,
              ...(chart.stacked ? { stack: 'total' } : {}),
            }))}
          />
        ) : (
          <LineChart
            height={HEIGHT}
            skipAnimation
            xAxis={[
              {
                scaleType: 'time',
                data: chart.points.map((point) => dayOf(point.date)),
                valueFormatter: (value: Date) => formatDate(value),
              },
            ]}
            yAxis={[{ valueFormatter: number, width: 80 }]}
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
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {unitLabel(unit)}. The table below lists the same figures.
      </Typography>
    </Box>
  );
}
