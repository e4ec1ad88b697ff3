import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';

/** "Hi, {name}" with My Profile and Logout. */
export function UserMenu({
  name,
  onLogout,
  defaultOpened,
}: {
  name: string;
  onLogout: () => void;
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          rightSection={<ChevronDownIcon />}
          aria-label={`Hi, ${name}: user menu`}
        >
          Hi, {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          My Profile
        </Menu.Item>
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
