import { useLingui } from '@lingui/react';
import { Badge, Text } from '@mantine/core';
import type { State } from '@storefront/contract/common';
import { accessibleOn, isHexColour } from '../lib/theme/colour.ts';

/**
 * Named state colours (the default is "info": the provider editor and the data use green, orange,
 * red, and Bootstrap-like names) as hex; hex colours pass through. "primary" follows the brand.
 */
const NAMED: Record<string, string> = {
  info: '#1c7ed6',
  blue: '#1c7ed6',
  success: '#2f9e44',
  green: '#2f9e44',
  warning: '#e8590c',
  orange: '#e8590c',
  yellow: '#f59f00',
  danger: '#e03131',
  error: '#e03131',
  red: '#e03131',
  secondary: '#868e96',
  gray: '#868e96',
  grey: '#868e96',
  dark: '#343a40',
  black: '#000000',
  teal: '#0ca678',
  cyan: '#1098ad',
  purple: '#7048e8',
  violet: '#7048e8',
  pink: '#d6336c',
};

/** The state's colour as hex, or "brand" for primary; unknown names fall back to info. */
export function stateColour(colour: string | null | undefined): string {
  const value = (colour || 'info').trim().toLowerCase();
  if (value === 'primary') return 'brand';
  if (isHexColour(value) && value.length === 7) return value;
  return NAMED[value] ?? NAMED.info!;
}

/**
 * Badge background and text: white on the state's colour, darkened until the pair reaches WCAG AA,
 * so a deprecated API reads red at a glance and stays legible.
 */
export function stateBadgeColours(colour: string | null | undefined): { background: string; text: string } {
  const hex = stateColour(colour);
  if (hex === 'brand')
    return { background: 'var(--button-bg, var(--mantine-color-brand-filled))', text: '#ffffff' };
  return { background: accessibleOn(hex, '#ffffff'), text: '#ffffff' };
}

export function StateBadge({ state }: { state: State | null | undefined }) {
  if (!state?.name) return null;
  const { background, text } = stateBadgeColours(state.colour);
  return (
    <Badge variant="filled" size="sm" styles={{ root: { background, color: text } }}>
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
  const { _ } = useLingui();
  return (
    <>
      {version ? (
        <Text size="sm" c="dimmed">
          {_('cat.version', { version })}
        </Text>
      ) : null}
      <StateBadge state={state} />
    </>
  );
}
