import { useLingui } from '@lingui/react';
import {
  Button,
  Drawer,
  Group,
  type MantineColorScheme,
  Radio,
  Stack,
  Text,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/icons.tsx';
import { putPreferences } from '../../lib/preferences.ts';
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
  const { _ } = useLingui();
  const [opened, menu] = useDisclosure(defaultOpened);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Button
        variant="default"
        leftSection={<MenuIcon />}
        onClick={menu.open}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      >
        {_('mobile.menu')}
      </Button>
      <Drawer
        opened={opened}
        onClose={menu.close}
        title={_('mobile.menu')}
        id="mobile-menu"
        size="xs"
        position="right"
        closeButtonProps={{ 'aria-label': _('mobile.close') }}
      >
        <nav aria-label={_('mobile.nav')}>
          <NavLinks items={items} announcements={announcements} stacked onNavigate={menu.close} />
        </nav>
        <Stack hiddenFrom="sm" mt="md" gap="xs">
          <Text fw={500}>{_('menu.greeting', { name })}</Text>
          <Link to="/profile" className="nav-link nav-link--stacked" onClick={menu.close}>
            {_('menu.profile')}
          </Link>
          {provider ? (
            <Link to="/provider" className="nav-link nav-link--stacked" onClick={menu.close}>
              {_('menu.provider')}
            </Link>
          ) : null}
          {/* The user menu's colour schemes, for phones (issue 31). */}
          <Radio.Group
            label={_('menu.colorScheme')}
            value={colorScheme}
            onChange={(value) => {
              setColorScheme(value as MantineColorScheme);
              putPreferences({ colorScheme: value as MantineColorScheme }).catch(() => {});
            }}
          >
            <Group gap="md" mt={4}>
              {(['light', 'dark', 'auto'] as const).map((s) => (
                <Radio key={s} value={s} label={_(`menu.scheme.${s}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Button variant="default" onClick={onLogout}>
            {_('menu.logout')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
