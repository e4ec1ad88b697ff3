import { useLingui } from '@lingui/react';
import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UsageReport } from '@storefront/contract/usage';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  type ChartColours,
  chartAxis,
  chartColours,
  useChartScheme,
} from '../../../lib/theme/chart-colours.ts';
import { alignedData, type ChartSpec, DASHES, describeChart, tableRows } from './usage-data.ts';

const HEIGHT = 220;

// Re-exported for the tests that read the colours this chart draws with.
export { chartColours };

function chartOptions(chart: ChartSpec, width: number, colours: ChartColours, xLabel: string): uPlot.Options {
  // Axes, ticks and grid in the scheme's colours: uPlot's default black would vanish on the dark
  // background.
  const axis = chartAxis(colours);
  return {
    width,
    height: HEIGHT,
    // Times are UTC days: label them in UTC whatever the browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
    axes: [
      axis,
      { ...axis, values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : '')) },
    ],
    cursor: { drag: { x: false, y: false } },
    legend: { show: true },
    series: [
      { label: xLabel },
      ...chart.lines.map((line, i) => ({
        label: line.label,
        stroke: colours.lines[i % colours.lines.length],
        width: 2,
        dash: DASHES[i % DASHES.length],
        points: { show: true, size: 5 },
      })),
    ],
  };
}

/** One uPlot chart with its text alternative: a summary sentence and the data as a table. */
export function UsageChart({ report, chart }: { report: UsageReport; chart: ChartSpec }) {
  const { _ } = useLingui();
  const holder = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const summary = describeChart(report, chart);
  // The canvas is drawn again when the scheme changes, in that scheme's colours.
  const scheme = useChartScheme();
  const xLabel = _(report.bucket === 'week' ? 'ws-catalog.usage.weekOf' : 'ws-catalog.usage.day');

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      chartOptions(chart, width(), chartColours(el, scheme), xLabel),
      alignedData(report, chart) as uPlot.AlignedData,
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [report, chart, scheme, xLabel]);

  return (
    <Paper
      component="figure"
      withBorder
      p="md"
      m={0}
      aria-labelledby={titleId}
      data-testid={`usage-chart-${chart.id}`}
    >
      <Title order={3} size="h4" id={titleId} mb="xs">
        {chart.title}
      </Title>
      {/* The canvas says nothing to assistive technology; the summary and the table do. */}
      <div ref={holder} aria-hidden="true" />
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {summary}
      </Text>
      <details>
        <summary>
          <Text span size="sm">
            {_('ws-catalog.usage.showTable')}
          </Text>
        </summary>
        <Table striped withTableBorder mt="xs" captionSide="top">
          <VisuallyHidden component="caption">{chart.title}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                {_(report.bucket === 'week' ? 'ws-catalog.usage.week' : 'ws-catalog.usage.day')}
              </Table.Th>
              {chart.lines.map((l) => (
                <Table.Th key={l.label} scope="col">
                  {l.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tableRows(report, chart).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw="normal">
                  {row.label}
                </Table.Th>
                {row.cells.map((n, i) => (
                  <Table.Td key={chart.lines[i]!.label}>{n}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Paper>
  );
}
