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
    // No initial-focus placeholder: Mantine's is a focusable role=presentation div, and a menu may
    // hold only menu items (axe aria-required-children); opened by keyboard, the first item takes
    // the focus. Set here, not in the theme: the theme is on the first page and Menu is not.
    <Menu
      position="bottom-end"
      withinPortal
      defaultOpened={defaultOpened}
      withInitialFocusPlaceholder={false}
    >
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
