import { i18n } from '@lingui/core';
import type { KeyUsageReport } from '@storefront/contract/key-usage';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartAxis, chartColours, DASHES, useChartScheme } from '../../lib/theme/chart-colours.ts';
import { bucketStarts, seriesLabel, seriesValues } from './key-usage-rules.ts';

const HEIGHT = 200;

/**
 * Calls per bucket, one line per app, key and product (and consumer, in the provider's view). Shared
 * by Manage Access and the provider's Usage tab; each loads it lazily, so uPlot stays out of first pages.
 */
export default function KeyUsageChart({ report }: { report: KeyUsageReport }) {
  const holder = useRef<HTMLDivElement>(null);
  // Drawn again in the other scheme's colours when the scheme changes (a canvas takes no CSS), as
  // the provider Usage tab's charts are: lines, labels and grid stay readable in both.
  const scheme = useChartScheme();
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const colours = chartColours(el, scheme);
    const axis = chartAxis(colours);
    const starts = bucketStarts(report);
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
        },
        axes: [axis, axis],
        cursor: { drag: { x: false, y: false } },
        series: [
          { label: i18n._(report.bucket === 'day' ? 'common.usage.day' : 'common.usage.minute') },
          ...report.series.map((s, i) => ({
            label: i18n._('common.usage.seriesCalls', { label: seriesLabel(s) }),
            stroke: colours.lines[i % colours.lines.length],
            dash: DASHES[i % DASHES.length],
            width: 2,
            points: { show: true, size: 5 },
          })),
        ],
      },
      [
        starts.map((t) => t / 1000),
        ...report.series.map((s) => seriesValues(s, starts).calls),
      ] as uPlot.AlignedData,
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [report, scheme]);
  // The canvas says nothing to assistive technology; the caption and the table beside it do.
  return <div ref={holder} aria-hidden="true" data-testid="key-usage-chart" />;
}
