import { useLingui } from '@lingui/react';
import {
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { UsageReport } from '@storefront/contract/usage';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { usageQueryOptions } from './api/get-usage.ts';
import type { ItemChoice } from './api/search-items.ts';
import { ConsumerCalls } from './consumer-calls.tsx';
import { ItemPicker } from './item-picker.tsx';
import { UsageChart } from './usage-chart.tsx';
import { buildCharts, presetQuery, RANGE_PRESETS, type RangePreset, totalsList } from './usage-data.ts';

// Agent traffic is read by few providers: its code loads only when the Usage tab draws it.
const AgentCalls = lazy(() => import('./agent-calls.tsx'));

/**
 * Usage (issue 15 part 6): per item, or the whole catalogue, views, favourites, watchers, questions,
 * access requests and keys issued over time, from GET /api/provider/usage. Loaded with the Usage tab
 * only, so uPlot never reaches other pages.
 */
export default function UsagePanel() {
  const { _ } = useLingui();
  const [item, setItem] = useState<ItemChoice | null>(null);
  const [preset, setPreset] = useState<RangePreset>('30d');
  const params = useMemo(() => ({ itemId: item?.id ?? null, ...presetQuery(preset) }), [item, preset]);
  const usage = useQuery(usageQueryOptions(params));

  return (
    <Stack gap="md">
      <Group gap="sm" align="end">
        <ItemPicker value={item} onChange={setItem} />
        <Select
          label={_('ws-catalog.usage.range')}
          data={RANGE_PRESETS.map((p) => ({ value: p.value, label: _(p.label) }))}
          value={preset}
          allowDeselect={false}
          onChange={(v) => v && setPreset(v as RangePreset)}
        />
      </Group>
      {usage.isPending ? (
        <Center py="xl">
          <Loader aria-label={_('ws-catalog.usage.loading')} />
        </Center>
      ) : usage.isError ? (
        <ErrorState error={usage.error} />
      ) : (
        <Report report={usage.data} onPick={setItem} isUpdating={usage.isPlaceholderData} />
      )}
      <ConsumerCalls
        query={{ ...(item ? { itemId: item.id } : {}), from: params.from, to: params.to, bucket: 'day' }}
      />
      <Suspense fallback={<Loader size="sm" aria-label={_('ws-catalog.agents.loading')} />}>
        <AgentCalls query={{ ...(item ? { itemId: item.id } : {}), from: params.from, to: params.to }} />
      </Suspense>
    </Stack>
  );
}

function Report({
  report,
  onPick,
  isUpdating,
}: {
  report: UsageReport;
  onPick: (item: ItemChoice) => void;
  isUpdating: boolean;
}) {
  const { _, i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: titles and line names are texts, built again in a new language
  const charts = useMemo(() => buildCharts(report), [report, i18n.locale]);
  return (
    <Stack gap="md" aria-busy={isUpdating}>
      <Title order={2} size="h3">
        {_('ws-catalog.usage.heading', {
          name: report.item ? report.item.name : _('ws-catalog.usage.allItems'),
          from: report.from,
          to: report.to,
        })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} aria-label={_('ws-catalog.usage.totals')}>
        {totalsList(report).map((t) => (
          <Paper key={t.label} withBorder p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {t.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg" data-testid={`usage-total-${t.key}`}>
              {t.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {charts.map((chart) => (
          <UsageChart key={chart.id} report={report} chart={chart} />
        ))}
      </SimpleGrid>
      <TopItems report={report} onPick={onPick} />
    </Stack>
  );
}

/** The top items table's column headings. */
const TOP_COLUMNS = [
  'ws-catalog.usage.item',
  'ws-catalog.usage.views',
  'ws-catalog.usage.favourites',
  'ws-catalog.usage.watches',
  'ws-catalog.usage.questions',
  'ws-catalog.usage.accessRequests',
  'ws-catalog.usage.keysIssued',
  'ws-catalog.usage.all',
];

function TopItems({ report, onPick }: { report: UsageReport; onPick: (item: ItemChoice) => void }) {
  const { _ } = useLingui();
  if (report.topItems.length === 0) return <Text c="dimmed">{_('ws-catalog.usage.noneUsed')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder captionSide="top" aria-label={_('ws-catalog.usage.mostUsed')}>
        <Table.Caption>{_('ws-catalog.usage.mostUsedCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {TOP_COLUMNS.map((h) => (
              <Table.Th key={h} scope="col">
                {_(h)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.topItems.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw="normal">
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => onPick({ id: row.id, name: row.name })}
                >
                  {row.name}
                </Anchor>
              </Table.Th>
              <Table.Td>{row.views}</Table.Td>
              <Table.Td>{row.favouritesAdded}</Table.Td>
              <Table.Td>{row.watchesAdded}</Table.Td>
              <Table.Td>{row.questions}</Table.Td>
              <Table.Td>{row.accessRequests}</Table.Td>
              <Table.Td>{row.keysIssued}</Table.Td>
              <Table.Td>{row.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
