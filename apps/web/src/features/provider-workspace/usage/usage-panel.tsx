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
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { usageQueryOptions } from './api/get-usage.ts';
import type { ItemChoice } from './api/search-items.ts';
import { ItemPicker } from './item-picker.tsx';
import { UsageChart } from './usage-chart.tsx';
import { buildCharts, presetQuery, RANGE_PRESETS, type RangePreset, totalsList } from './usage-data.ts';

/**
 * Usage (issue 15 part 6): per item, or the whole catalogue, views, favourites, watchers, questions,
 * access requests and keys issued over time, from GET /api/provider/usage. Loaded with the Usage tab
 * only, so uPlot never reaches other pages.
 */
export default function UsagePanel() {
  const [item, setItem] = useState<ItemChoice | null>(null);
  const [preset, setPreset] = useState<RangePreset>('30d');
  const params = useMemo(() => ({ itemId: item?.id ?? null, ...presetQuery(preset) }), [item, preset]);
  const usage = useQuery(usageQueryOptions(params));

  return (
    <Stack gap="md">
      <Group gap="sm" align="end">
        <ItemPicker value={item} onChange={setItem} />
        <Select
          label="Range"
          data={RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
          value={preset}
          allowDeselect={false}
          onChange={(v) => v && setPreset(v as RangePreset)}
        />
      </Group>
      {usage.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading usage" />
        </Center>
      ) : usage.isError ? (
        <ErrorState error={usage.error} />
      ) : (
        <Report report={usage.data} onPick={setItem} isUpdating={usage.isPlaceholderData} />
      )}
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
  const charts = useMemo(() => buildCharts(report), [report]);
  return (
    <Stack gap="md" aria-busy={isUpdating}>
      <Title order={2} size="h3">
        {report.item ? report.item.name : 'All items'}: {report.from} to {report.to} (UTC)
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} aria-label="Totals over the range">
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

function TopItems({ report, onPick }: { report: UsageReport; onPick: (item: ItemChoice) => void }) {
  if (report.topItems.length === 0) return <Text c="dimmed">No item was used in this range.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder captionSide="top" aria-label="Most used items">
        <Table.Caption>Most used items in the range (all items)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {[
              'Item',
              'Views',
              'Favourites',
              'Watches',
              'Questions',
              'Access requests',
              'Keys issued',
              'All',
            ].map((h) => (
              <Table.Th key={h} scope="col">
                {h}
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
