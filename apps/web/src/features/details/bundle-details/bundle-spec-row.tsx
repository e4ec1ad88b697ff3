import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import type { OperationSpecification } from '@storefront/contract/details';
import { Link } from 'react-router';
import { VersionAndState } from '../../../components/state-badge.tsx';
import { truncate } from '../../../lib/format.ts';
import { OperationsTable } from '../components/operations-table.tsx';

/** Bundle spec description cut (spec section 9). */
export const BUNDLE_DESCRIPTION_MAX = 150;

interface Props {
  spec: OperationSpecification;
  behaviour: { show: boolean; label: string };
}

/** A live spec of the bundle: summary line, then its operations and a link to its own page. */
export function BundleSpecRow({ spec, behaviour }: Props) {
  return (
    <Accordion.Item value={spec.id} data-testid="bundle-spec">
      <Accordion.Control>
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{spec.name}</Text>
            <VersionAndState version={spec.version} state={spec.state} />
          </Group>
          {spec.summary ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {truncate(spec.summary, BUNDLE_DESCRIPTION_MAX)}
            </Text>
          ) : null}
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {spec.operations.length === 0 ? (
            <Text c="dimmed">No methods found</Text>
          ) : (
            <OperationsTable
              operations={spec.operations}
              label={`Methods of ${spec.name}`}
              showBehaviour={behaviour.show}
              behaviourLabel={behaviour.label}
            />
          )}
          <Anchor component={Link} to={`/catalog/details/${encodeURIComponent(spec.id)}`}>
            View Full API Details
          </Anchor>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
