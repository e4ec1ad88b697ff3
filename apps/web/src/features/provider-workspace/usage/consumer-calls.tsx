import { useLingui } from '@lingui/react';
import { Loader, Table, Text } from '@mantine/core';
import type { KeyUsageQuery, KeyUsageReport } from '@storefront/contract/key-usage';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { apiGet } from '../../../lib/api-client.ts';
import { UsageSection } from './usage-section.tsx';

// The same chart consumers see for their own keys (Manage Access), loaded only when there is data.
const KeyUsageFigure = lazy(() => import('../../../components/key-usage/key-usage-figure.tsx'));
/** Lines in the chart: the busiest keys; the table below lists every one. */
export const CHART_SERIES = 8;

/**
 * Calls per consumer (issue 24): what gateways and Try reported per consumer, app, key and product
 * over the range, from GET /api/provider/keys/usage, and the calls of keys the portal did not know:
 * a chart of calls per day (the busiest keys) and a table of every key's totals.
 */
export function ConsumerCalls({ query }: { query: KeyUsageQuery }) {
  const { _ } = useLingui();
  const usage = useQuery({
    queryKey: ['provider', 'key-usage', query] as const,
    queryFn: ({ signal }) => apiGet<KeyUsageReport>('/api/provider/keys/usage', { ...query }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const report = usage.data;
  const rows = [...(report?.series ?? [])].sort((a, b) => b.calls - a.calls);
  return (
    <UsageSection
      id="consumer-calls"
      title={_('ws-catalog.consumers.title')}
      loadingLabel={_('ws-catalog.consumers.loading')}
      state={usage}
    >
      {report ? (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {rows.length === 0
              ? _('ws-catalog.consumers.none')
              : _('ws-catalog.consumers.summary', {
                  calls: rows.reduce((n, s) => n + s.calls, 0),
                  keys: rows.length,
                })}{' '}
            {_('ws-catalog.consumers.rejected', { count: report.rejectedCalls ?? 0 })}
          </Text>
          {report && rows.length > 0 ? (
            <Suspense fallback={<Loader size="sm" aria-label={_('ws-catalog.consumers.loadingChart')} />}>
              <KeyUsageFigure report={report} max={CHART_SERIES} />
            </Suspense>
          ) : null}
          {rows.length > 0 ? (
            <Table striped withTableBorder aria-label={_('ws-catalog.consumers.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{_('ws-catalog.consumers.consumer')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.consumers.application')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.consumers.keyEnding')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.consumers.product')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.consumers.calls')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.consumers.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={`${s.keyHint}|${s.apiProduct}|${s.consumer?.username ?? ''}`}>
                    <Table.Th scope="row" fw="normal">
                      {s.consumer?.displayName ?? '—'}
                    </Table.Th>
                    <Table.Td>{s.appName ?? '—'}</Table.Td>
                    <Table.Td>{s.keyHint.replace('…', '')}</Table.Td>
                    <Table.Td>{s.apiProduct}</Table.Td>
                    <Table.Td>{s.calls}</Table.Td>
                    <Table.Td>{s.errors}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </>
      ) : null}
    </UsageSection>
  );
}
