import { useLingui } from '@lingui/react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PricingPlan } from '@storefront/contract/details';
import { useDetailsContext } from '../components/details-context.ts';

function PlanCard({ plan }: { plan: PricingPlan }) {
  const { _ } = useLingui();
  const { cost, period, quota, description } = plan.visualStyle ?? {};
  return (
    <Card withBorder padding="lg" component="article" data-testid="pricing-plan">
      <Title order={3} size="h4">
        {plan.name}
      </Title>
      {cost ? (
        <Text fw={700} size="xl" mt="xs">
          {cost}
        </Text>
      ) : null}
      {period ? <Text size="sm">{_('det.plan.per', { period })}</Text> : null}
      {quota ? <Text size="sm">{_('det.plan.quota', { quota })}</Text> : null}
      {description ? (
        <Text size="sm" c="dimmed" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {description}
        </Text>
      ) : null}
    </Card>
  );
}

/** One card per pricing plan assigned to the item. */
export function PricingTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel || _('det.menu.pricing')}
      </Title>
      {item.pricingPlans.length === 0 ? (
        <Text c="dimmed">{_('det.noPlans')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {item.pricingPlans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export const Component = PricingTab;
