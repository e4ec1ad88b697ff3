import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { BellIcon, ChevronDownIcon, MenuIcon } from '../../components/icons.tsx';

/** What a stand-in trigger does: pointing or focusing fetches the menus' chunk, a click opens it. */
export interface TriggerHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * Look-alikes of the header's menu triggers, shown until the user reaches for one: the menus' chunk
 * (floating and scroll-lock code) is fetched on demand, so it is not part of the first page. Same
 * names, labels and badge as the real controls; a click opens the real menu once it has arrived.
 */
export const BellTrigger = ({ label, count, ...on }: TriggerHandlers & { label: string; count: string }) => (
  <Indicator
    label={count}
    size={18}
    disabled={count === '0'}
    offset={4}
    color="red"
    data-testid="notification-badge"
  >
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} aria-haspopup="dialog" {...on}>
      <BellIcon />
    </ActionIcon>
  </Indicator>
);
export function UserTrigger({ name, ...on }: TriggerHandlers & { name: string }) {
  const { _ } = useLingui();
  return (
    <Button
      variant="subtle"
      color="gray"
      rightSection={<ChevronDownIcon />}
      aria-label={_('menu.triggerLabel', { name })}
      aria-haspopup="menu"
      {...on}
    >
      {_('menu.greeting', { name })}
    </Button>
  );
}
export function MenuTrigger(on: TriggerHandlers) {
  const { _ } = useLingui();
  return (
    <Button variant="default" leftSection={<MenuIcon />} aria-expanded={false} {...on}>
      {_('mobile.menu')}
    </Button>
  );
}

export type TriggerRender = (on: TriggerHandlers) => ReactNode;
