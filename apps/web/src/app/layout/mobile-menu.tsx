import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/icons.tsx';
import type { NavItem } from './main-nav.ts';
import { NavLinks } from './nav-links.tsx';

interface MobileMenuProps {
  items: NavItem[];
  announcements: number;
  name: string;
  onLogout: () => void;
  defaultOpened?: boolean;
  /** Users with the provider role also get the Provider workspace link. */
  provider?: boolean;
}

/** Phone widths: a "Menu" button opening a panel with the same links and the user actions. */
export function MobileMenu({
  items,
  announcements,
  name,
  onLogout,
  defaultOpened = false,
  provider = false,
}: MobileMenuProps) {
  const [opened, menu] = useDisclosure(defaultOpened);
  return (
    <>
      <Button
        variant="default"
        leftSection={<MenuIcon />}
        onClick={menu.open}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      >
        Menu
      </Button>
      <Drawer
        opened={opened}
        onClose={menu.close}
        title="Menu"
        id="mobile-menu"
        size="xs"
        position="right"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Main (mobile)">
          <NavLinks items={items} announcements={announcements} stacked onNavigate={menu.close} />
        </nav>
        <Stack hiddenFrom="sm" mt="md" gap="xs">
          <Text fw={500}>Hi, {name}</Text>
          <Link to="/profile" className="nav-link nav-link--stacked" onClick={menu.close}>
            My Profile
          </Link>
          {provider ? (
            <Link to="/provider" className="nav-link nav-link--stacked" onClick={menu.close}>
              Provider workspace
            </Link>
          ) : null}
          <Button variant="default" onClick={onLogout}>
            Logout
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
