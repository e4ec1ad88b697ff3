import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';

/** "Hi, {name}" with My Profile (and Provider workspace for providers) and Logout. */
export function UserMenu({
  name,
  onLogout,
  defaultOpened,
  provider = false,
}: {
  name: string;
  onLogout: () => void;
  defaultOpened?: boolean;
  provider?: boolean;
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
        {provider ? (
          <Menu.Item component={Link} to="/provider">
            Provider workspace
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
