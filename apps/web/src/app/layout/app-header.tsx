import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import defaultLogo from '../../components/default-logo.svg';
import { useMyStore } from '../../lib/my-store.ts';
import { displayName, useBranding, useCustomerConfig, useMe } from '../../lib/startup.ts';
import { useLogo } from '../../lib/use-logo.ts';
import { BellPlaceholder, MenuPlaceholder, UserPlaceholder } from './header-placeholders.tsx';
import { buildMainNav } from './main-nav.ts';
import { NavLinks } from './nav-links.tsx';

let menusChunk: Promise<typeof import('./header-menus.tsx')> | undefined;
/** Starts loading the header menus early (bootstrap calls it while the startup calls run). */
export const preloadHeaderMenus = () => {
  menusChunk ??= import('./header-menus.tsx');
  return menusChunk;
};
const menus = preloadHeaderMenus;
const NotificationBell = lazy(() => menus().then((m) => ({ default: m.NotificationBell })));
const UserMenu = lazy(() => menus().then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => menus().then((m) => ({ default: m.MobileMenu })));

/** Logo, main navigation, notification bell, user menu; a Menu panel at narrow widths. */
export function AppHeader({ onLogout }: { onLogout: () => void }) {
  const config = useCustomerConfig();
  const branding = useBranding();
  const name = displayName(useMe());
  const { data: store } = useMyStore();
  const logo = useLogo(defaultLogo);
  const items = buildMainNav(config);
  const announcements = store?.announcements.length ?? 0;

  return (
    <header className="app-header">
      <Group h={64} px="md" gap="md" wrap="nowrap" justify="space-between">
        <Group gap="lg" wrap="nowrap">
          <Link to="/" className="app-logo" aria-label={`${branding.brandName} home`}>
            <img src={logo} alt={`${branding.brandName} logo`} />
          </Link>
          <Group visibleFrom="md" component="nav" aria-label="Main">
            <NavLinks items={items} announcements={announcements} />
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Suspense fallback={<BellPlaceholder />}>
            <NotificationBell store={store} />
          </Suspense>
          <Group visibleFrom="sm">
            <Suspense fallback={<UserPlaceholder name={name} />}>
              <UserMenu name={name} onLogout={onLogout} />
            </Suspense>
          </Group>
          <Group hiddenFrom="md">
            <Suspense fallback={<MenuPlaceholder />}>
              <MobileMenu items={items} announcements={announcements} name={name} onLogout={onLogout} />
            </Suspense>
          </Group>
        </Group>
      </Group>
    </header>
  );
}
