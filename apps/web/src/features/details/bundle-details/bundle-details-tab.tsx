import { useLingui } from '@lingui/react';
import { Accordion, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BundledSpec, OperationSpecification } from '@storefront/contract/details';
import { StateBadge } from '../../../components/state-badge.tsx';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { behaviourColumn } from '../components/behaviour-column.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { BundleSpecRow } from './bundle-spec-row.tsx';

type Row =
  | { kind: 'live'; spec: OperationSpecification }
  | { kind: 'pending'; bundled: BundledSpec; key: string };

/** Live specs (with their operations) as expandable rows; the others by design name and state. */
export function bundleRows(bundled: BundledSpec[], specs: OperationSpecification[]): Row[] {
  const byId = new Map(specs.map((s) => [s.id, s]));
  const seen = new Set<string>();
  return bundled.flatMap((b, index): Row[] => {
    const spec = b.live && b.specId ? byId.get(b.specId) : undefined;
    if (spec) {
      if (seen.has(spec.id)) return [];
      seen.add(spec.id);
      return [{ kind: 'live', spec }];
    }
    return [{ kind: 'pending', bundled: b, key: `${b.specId ?? b.designName ?? 'spec'}-${index}` }];
  });
}

function PendingSpec({ bundled }: { bundled: BundledSpec }) {
  const { _ } = useLingui();
  return (
    <Card withBorder padding="sm" data-testid="bundle-spec-pending">
      <Group gap="xs">
        <Text fw={700}>{bundled.designName || bundled.specId}</Text>
        <StateBadge state={bundled.state} />
      </Group>
      <Text size="sm" c="dimmed">
        {_('threads.bundle.notPromoted')}
      </Text>
    </Card>
  );
}

export function BundleDetailsTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  const behaviour = behaviourColumn(useCustomerConfig());
  const rows = bundleRows(item.bundledSpecs, item.operationSpecifications);
  const live = rows.filter((r) => r.kind === 'live');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel || _('det.menu.bundleDetails')}
      </Title>
      {rows.length === 0 ? <Text c="dimmed">{_('threads.bundle.none')}</Text> : null}
      {live.length > 0 ? (
        <Accordion multiple variant="separated" chevronPosition="left">
          {live.map((row) =>
            row.kind === 'live' ? (
              <BundleSpecRow
                key={row.spec.id}
                spec={row.spec}
                behaviour={behaviour}
                bundle={{ id: item.id, name: item.name }}
              />
            ) : null,
          )}
        </Accordion>
      ) : null}
      {rows.map((row) =>
        row.kind === 'pending' ? <PendingSpec key={row.key} bundled={row.bundled} /> : null,
      )}
    </Stack>
  );
}

export const Component = BundleDetailsTab;
