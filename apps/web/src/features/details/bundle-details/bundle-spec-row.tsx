import { useLingui } from '@lingui/react';
import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import type { OperationSpecification } from '@storefront/contract/details';
import { Link, useLocation } from 'react-router';
import { VersionAndState } from '../../../components/state-badge.tsx';
import { truncate } from '../../../lib/format.ts';
import { OperationsTable } from '../components/operations-table.tsx';

/** Bundle spec description cut (spec section 9). */
export const BUNDLE_DESCRIPTION_MAX = 150;

interface Props {
  spec: OperationSpecification;
  /** The bundle whose page lists this spec: kept in the spec page's breadcrumb. */
  bundle?: { id: string; name: string };
  behaviour: { show: boolean; label: string };
}

/** A live spec of the bundle: summary line, then its operations and a link to its own page. */
export function BundleSpecRow({ spec, behaviour, bundle }: Props) {
  const { _ } = useLingui();
  const location = useLocation();
  const origin = (location.state as { origin?: unknown } | null)?.origin;
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
            <Text c="dimmed">{_('det.noMethods')}</Text>
          ) : (
            <OperationsTable
              operations={spec.operations}
              label={_('threads.bundle.methodsOf', { name: spec.name })}
              showBehaviour={behaviour.show}
              behaviourLabel={behaviour.label}
            />
          )}
          <Anchor
            component={Link}
            to={`/catalog/details/${encodeURIComponent(spec.id)}`}
            state={bundle ? { ...(origin ? { origin } : {}), bundle } : undefined}
          >
            {_('threads.bundle.viewFull')}
          </Anchor>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
