import { useLingui } from '@lingui/react';
import { Card, Loader, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { MetricHeadlines } from '@storefront/contract/details';
import { formatMetricValue } from '../../../lib/format-metric.ts';
import { useMetricHeadlines } from '../api/get-metric-headlines.ts';

export const NON_NATIVE_METRICS_NOTE = 'These metrics are provided by an external monitoring service.';

type Headline = MetricHeadlines['headlines'][number];

function MetricCard({ headline }: { headline: Headline }) {
  const card = (
    <Card withBorder padding="md" data-testid="metric-card" tabIndex={headline.description ? 0 : undefined}>
      <Text size="sm" c="dimmed">
        {headline.label}
      </Text>
      <Text fw={700} size="xl">
        {formatMetricValue(headline.value)}
      </Text>
      <Text size="xs" c="dimmed">
        {headline.metric.unitOfMeasure}
      </Text>
    </Card>
  );
  if (!headline.description) return card;
  return (
    <Tooltip
      label={headline.description}
      multiline
      maw={320}
      events={{ hover: true, focus: true, touch: true }}
    >
      {card}
    </Tooltip>
  );
}

/** Metric headline cards; a load failure reads as no metrics (spec section 8, quiet behaviours). */
export function MetricsBlock({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const metrics = useMetricHeadlines(itemId);
  const headlines = metrics.data?.headlines ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="metrics-heading">
      <Title order={3} size="h4" id="metrics-heading">
        {_('det.metrics')}
      </Title>
      {metrics.isPending ? (
        <Loader size="sm" aria-label={_('det.loadingMetrics')} />
      ) : headlines.length === 0 ? (
        <Text c="dimmed">{_('det.noMetrics')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {headlines.map((headline) => (
            <MetricCard key={headline.label} headline={headline} />
          ))}
        </SimpleGrid>
      )}
      {metrics.data?.storefront.details.nonNativeMetrics ? (
        <Text size="sm" c="dimmed">
          {_('det.externalMetrics')}
        </Text>
      ) : null}
    </Stack>
  );
}
