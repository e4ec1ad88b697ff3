import { ActionIcon, Button } from '@mantine/core';
import { BellIcon, ChevronDownIcon, MenuIcon } from '../../components/icons.tsx';

/** Look-alikes shown for the few milliseconds until the header menus' chunk arrives. */
export const BellPlaceholder = () => (
  <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
    <BellIcon />
  </ActionIcon>
);
export const UserPlaceholder = ({ name }: { name: string }) => (
  <Button variant="subtle" color="gray" rightSection={<ChevronDownIcon />}>
    Hi, {name}
  </Button>
);
export const MenuPlaceholder = () => (
  <Button variant="default" leftSection={<MenuIcon />}>
    Menu
  </Button>
);
