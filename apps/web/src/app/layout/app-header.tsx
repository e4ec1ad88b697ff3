import { i18n } from '@lingui/core';
import { Group } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import defaultLogo from '../../components/default-logo.svg';
import { formatBadgeCount } from '../../lib/format.ts';
import { withArea } from '../../lib/i18n/areas.ts';
import { bellLabel, countNotices, useMyStore } from '../../lib/my-store.ts';
import { displayName, useBranding, useCustomerConfig, useMe } from '../../lib/startup.ts';
import { useLogo } from '../../lib/use-logo.ts';
import { BellTrigger, MenuTrigger, type TriggerRender, UserTrigger } from './header-placeholders.tsx';
import { buildMainNav } from './main-nav.ts';
import { NavLinks } from './nav-links.tsx';

// Providers only: consumers' first page does not carry the inbox badge's code.
const ProviderInboxIndicator = lazy(
  withArea('inbox', () =>
    import('./provider-inbox-indicator.tsx').then((m) => ({ default: m.ProviderInboxIndicator })),
  ),
);

type Menus = typeof import('./header-menus.tsx');
let menusChunk: Promise<Menus> | undefined;
let loadedMenus: Menus | undefined;
/** Fetches the header menus' chunk once; it is wanted only when the user reaches for a menu. */
export const loadHeaderMenus = (): Promise<Menus> => {
  menusChunk ??= import('./header-menus.tsx').then((m) => {
    loadedMenus = m;
    return m;
  });
  return menusChunk;
};

/**
 * A header menu whose code loads on demand: until then a look-alike trigger stands in. Pointing at
 * or focusing it starts the fetch; a click swaps in the real menu, opened. Once loaded, real menus
 * render straight away (also for later mounts).
 */
function OnDemandMenu({
  trigger,
  menu,
}: {
  trigger: TriggerRender;
  menu: (m: Menus, opened: boolean) => ReactNode;
}) {
  const [state, setState] = useState(() => (loadedMenus ? { menus: loadedMenus, opened: false } : null));
  if (state) return menu(state.menus, state.opened);
  const prefetch = () => void loadHeaderMenus().catch(() => {});
  const open = () => {
    // A failed fetch (offline) leaves the trigger in place; the next click tries again.
    loadHeaderMenus().then(
      (menus) => setState({ menus, opened: true }),
      (error: unknown) => {
        menusChunk = undefined;
        console.error(error);
      },
    );
  };
  return trigger({ onPointerEnter: prefetch, onFocus: prefetch, onClick: open });
}

/** Logo, main navigation, notification bell, user menu; a Menu panel at narrow widths. */
export function AppHeader({ onLogout }: { onLogout: () => void }) {
  const config = useCustomerConfig();
  const branding = useBranding();
  const me = useMe();
  const name = displayName(me);
  const { data: store } = useMyStore();
  const logo = useLogo(defaultLogo);
  const items = buildMainNav(config);
  const announcements = store?.announcements.length ?? 0;
  const notices = countNotices(store);

  return (
    <header className="app-header">
      <Group h={64} px="md" gap="md" wrap="nowrap" justify="space-between">
        <Group gap="lg" wrap="nowrap">
          <Link to="/" className="app-logo" aria-label={i18n._('shell.home', { brand: branding.brandName })}>
            <img src={logo} alt={i18n._('shell.logo', { brand: branding.brandName })} />
            {/* The brand name is text beside any logo, as the branding editor promises. */}
            <span className="app-brand-name" aria-hidden="true">
              {branding.brandName}
            </span>
          </Link>
          <Group visibleFrom="md" component="nav" aria-label={i18n._('nav.mainLabel')}>
            <NavLinks items={items} announcements={announcements} />
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {me.provider ? (
            <Suspense fallback={null}>
              <ProviderInboxIndicator />
            </Suspense>
          ) : null}
          <OnDemandMenu
            trigger={(on) => (
              <BellTrigger label={bellLabel(notices)} count={formatBadgeCount(notices)} {...on} />
            )}
            menu={(m, opened) => <m.NotificationBell store={store} defaultOpened={opened} />}
          />
          <Group visibleFrom="sm">
            <OnDemandMenu
              trigger={(on) => <UserTrigger name={name} {...on} />}
              menu={(m, opened) => (
                <m.UserMenu name={name} onLogout={onLogout} defaultOpened={opened} provider={me.provider} />
              )}
            />
          </Group>
          <Group hiddenFrom="md">
            <OnDemandMenu
              trigger={(on) => <MenuTrigger {...on} />}
              menu={(m, opened) => (
                <m.MobileMenu
                  items={items}
                  announcements={announcements}
                  name={name}
                  onLogout={onLogout}
                  defaultOpened={opened}
                  provider={me.provider}
                />
              )}
            />
          </Group>
        </Group>
      </Group>
    </header>
  );
}
