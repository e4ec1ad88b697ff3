import { useLingui } from '@lingui/react';
import { Group, Loader, NativeSelect, Paper, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import {
  bucketStarts,
  bucketText,
  describeUsage,
  seriesLabel,
  seriesValues,
} from '../../../components/key-usage/key-usage-rules.ts';
import { useKeyUsage } from './api/get-key-usage.ts';

// uPlot loads with this section only, not with the details page.
const KeyUsageChart = lazy(() => import('../../../components/key-usage/key-usage-chart.tsx'));

const RANGES = [7, 30, 90];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Usage of the consumer's own keys for this API (issue 24): calls and errors per app, key and
 * product per day, as gateways and Try report them; a chart, a sentence and the data as a table.
 */
export function KeyUsage({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const [days, setDays] = useState('30');
  const now = Date.now();
  const to = isoDay(now);
  const from = isoDay(now - (Number(days) - 1) * 86_400_000);
  const usage = useKeyUsage({ itemId, from, to, bucket: 'day' });
  const report = usage.data;
  const starts = report ? bucketStarts(report) : [];
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="key-usage">
      <Group justify="space-between" align="end" mb="xs">
        <Title order={3} size="h4" id="key-usage">
          {_('access.usage.title')}
        </Title>
        <NativeSelect
          label={_('access.usage.period')}
          data={RANGES.map((n) => ({ value: String(n), label: _('access.usage.last', { days: n }) }))}
          value={days}
          onChange={(e) => setDays(e.currentTarget.value)}
        />
      </Group>
      {usage.isPending ? <Loader size="sm" aria-label={_('access.usage.loading')} /> : null}
      {usage.isError ? (
        // 404: the consumer holds no key for this API yet, so there is nothing of theirs to show.
        <Text c="dimmed">{_('access.usage.none')}</Text>
      ) : null}
      {report ? (
        <>
          {report.series.length > 0 ? (
            <Suspense fallback={<Loader size="sm" aria-label={_('access.usage.loadingChart')} />}>
              <KeyUsageChart report={report} />
            </Suspense>
          ) : null}
          <Text size="sm" c="dimmed" mt="xs" data-testid="key-usage-summary">
            {describeUsage(report)}
          </Text>
          {report.series.length > 0 ? (
            <Table striped withTableBorder mt="xs" aria-label={_('access.usage.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{_('access.usage.day')}</Table.Th>
                  <Table.Th scope="col">{_('access.usage.series')}</Table.Th>
                  <Table.Th scope="col">{_('access.usage.calls')}</Table.Th>
                  <Table.Th scope="col">{_('access.usage.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.series.flatMap((s) => {
                  const v = seriesValues(s, starts);
                  return starts
                    .map((t, i) => ({ t, calls: v.calls[i]!, errors: v.errors[i]! }))
                    .filter((r) => r.calls > 0 || r.errors > 0)
                    .map((r) => (
                      <Table.Tr key={`${s.keyHint}|${s.apiProduct}|${r.t}`}>
                        <Table.Th scope="row" fw="normal">
                          {bucketText(r.t, report.bucket)}
                        </Table.Th>
                        <Table.Td>{seriesLabel(s)}</Table.Td>
                        <Table.Td>{r.calls}</Table.Td>
                        <Table.Td>{r.errors}</Table.Td>
                      </Table.Tr>
                    ));
                })}
              </Table.Tbody>
            </Table>
          ) : null}
        </>
      ) : null}
    </Paper>
  );
}
