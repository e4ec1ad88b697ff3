import { useLingui } from '@lingui/react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TopMetricGroup } from '@storefront/contract/metrics';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatMetricValue } from '../../../lib/format-metric.ts';
import { useTopMetrics } from '../api/get-top-metrics.ts';
import { CatalogShell } from '../components/catalog-shell.tsx';
import { NoResults } from '../components/no-results.tsx';
import { ResultCard } from '../components/result-card.tsx';

/** Top APIs per metric group (spec section 9). */
export const TOP_APIS_PER_GROUP = 4;

/** Top APIs grouped by metric; card links carry origin "topapis" for the details breadcrumb. */
export function TopApisPage() {
  const { _ } = useLingui();
  const query = useTopMetrics();
  const groups = (query.data?.metrics ?? []).filter((g) => g.items.length > 0);
  return (
    <CatalogShell>
      <Stack gap="lg">
        <Title order={1}>{_('nav.top-apis')}</Title>
        {query.isPending ? <PageLoader label={_('top.loading')} /> : null}
        {query.isError ? <ErrorState error={query.error} /> : null}
        {query.data && groups.length === 0 ? <NoResults /> : null}
        {groups.map((group) => (
          <MetricGroup key={group.id} group={group} />
        ))}
      </Stack>
    </CatalogShell>
  );
}

/** Values between 0 and 1 keep 6 decimals; others are whole numbers (spec section 9), by language. */
export { formatMetricValue };

function MetricGroup({ group }: { group: TopMetricGroup }) {
  const headingId = `top-${group.id}`;
  const unit = group.timeUnit?.label;
  return (
    <section aria-labelledby={headingId} data-testid="metric-group">
      <Title order={2} id={headingId} size="h3">
        {group.label}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {unit || ' '}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {group.items.slice(0, TOP_APIS_PER_GROUP).map(({ item, value }) => (
          <li key={item.id}>
            <ResultCard
              item={item}
              origin="topapis"
              headingLevel={3}
              footer={
                <Text size="sm" fw={600}>
                  {group.metric?.label || group.label}: {formatMetricValue(value)}
                </Text>
              }
            />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
