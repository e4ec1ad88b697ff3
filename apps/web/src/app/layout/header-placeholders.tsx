import { ActionIcon, Button } from '@mantine/core';
import { BellIcon, ChevronDownIcon, MenuIcon } from '../../components/icons.tsx';

/**
 * Look-alikes shown for the few milliseconds until the header menus' chunk arrives. Disabled, so a
 * click cannot be lost (and browser automation waits for the real control).
 */
export const BellPlaceholder = () => (
  <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications" disabled>
    <BellIcon />
  </ActionIcon>
);
export const UserPlaceholder = ({ name }: { name: string }) => (
  <Button variant="subtle" color="gray" rightSection={<ChevronDownIcon />} disabled>
    Hi, {name}
  </Button>
);
export const MenuPlaceholder = () => (
  <Button variant="default" leftSection={<MenuIcon />} disabled>
    Menu
  </Button>
);
