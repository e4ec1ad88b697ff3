import { Badge, Text } from '@mantine/core';
import type { State } from '@storefront/contract/common';

/** Named state colours (the default is "info") mapped to Mantine colours; hex colours pass through. */
const NAMED: Record<string, string> = {
  info: 'blue',
  primary: 'brand',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
  error: 'red',
  secondary: 'gray',
  dark: 'dark',
};

export function stateColour(colour: string | null | undefined): string {
  const value = (colour || 'info').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  return NAMED[value] ?? 'blue';
}

export function StateBadge({ state }: { state: State | null | undefined }) {
  if (!state?.name) return null;
  return (
    <Badge color={stateColour(state.colour)} variant="light" size="sm">
      {state.name}
    </Badge>
  );
}

/** "Version x" (when there is one) and the state badge: the line under an item's name everywhere. */
export function VersionAndState({
  version,
  state,
}: {
  version?: string | null;
  state: State | null | undefined;
}) {
  return (
    <>
      {version ? (
        <Text size="sm" c="dimmed">
          Version {version}
        </Text>
      ) : null}
      <StateBadge state={state} />
    </>
  );
}
