import { Button } from '@mantine/core';
import { BellIcon, ChevronDownIcon, MenuIcon } from '../../components/icons.tsx';

/**
 * Look-alikes shown for the few milliseconds until the header menus' chunk arrives. Disabled, so a
 * click cannot be lost (and browser automation waits for the real control).
 */
export const BellPlaceholder = () => (
  <Button variant="subtle" color="gray" size="compact-lg" px={6} aria-label="Notifications" disabled>
    <BellIcon />
  </Button>
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
