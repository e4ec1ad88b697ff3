import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import type { KeyUsageReport } from '@storefront/contract/key-usage';
import KeyUsageChart from './key-usage-chart.tsx';
import { busiestSeries, describeUsage } from './key-usage-rules.ts';

/**
 * The provider's chart of consumers' calls (issue 24): the chart consumers see for their own keys,
 * for the `max` busiest keys, with its text alternative. Loaded lazily with uPlot and the rules, so
 * the chunks the entry preloads do not grow.
 */
export default function KeyUsageFigure({ report, max }: { report: KeyUsageReport; max: number }) {
  const { _ } = useLingui();
  const charted = busiestSeries(report, max);
  return (
    <figure style={{ margin: 0 }} aria-labelledby="consumer-calls-chart">
      <KeyUsageChart report={charted} />
      <Text component="figcaption" id="consumer-calls-chart" size="sm" c="dimmed" mt="xs" mb="xs">
        {report.series.length > max
          ? _('common.usage.callsPerDayBusiest', { max })
          : _('common.usage.callsPerDay')}{' '}
        {describeUsage(charted)}
      </Text>
    </figure>
  );
}
