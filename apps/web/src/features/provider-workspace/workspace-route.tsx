import { Center, Loader, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { ApiError, PERMISSION_DETAIL } from '../../lib/api-error.ts';
import { useMe } from '../../lib/startup.ts';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import { BrandingPanel } from './branding-panel.tsx';
import { CatalogPanel } from './catalog/catalog-panel.tsx';
import { InboxPanel } from './inbox-panel.tsx';
import { ProviderUpdatesPanel } from './provider-updates-panel.tsx';
import { SettingsPanel } from './settings/settings-panel.tsx';

// Charts (uPlot) load with the Usage tab only.
const UsagePanel = lazy(() => import('./usage/usage-panel.tsx'));

const TABS = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'updates', label: 'Provider updates' },
  { value: 'announcements', label: 'Announcements' },
  { value: 'catalog', label: 'Catalogue' },
  { value: 'branding', label: 'Branding' },
  { value: 'settings', label: 'Settings' },
  { value: 'usage', label: 'Usage' },
] as const;

/**
 * /provider: the provider workspace (issue 15), its own lazily loaded chunk. Users without the
 * provider role see the permission state; the server refuses their /api/provider calls anyway.
 */
export function Component() {
  const me = useMe();
  const [tab, setTab] = useState<string>('inbox');
  if (!me.provider) return <ErrorState error={new ApiError(403, 'HTTP-403', PERMISSION_DETAIL)} />;
  return (
    <>
      <Title order={1} mb="md">
        Provider workspace
      </Title>
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="inbox">
          <InboxPanel />
        </Tabs.Panel>
        <Tabs.Panel value="updates">
          <ProviderUpdatesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="catalog">
          <CatalogPanel />
        </Tabs.Panel>
        <Tabs.Panel value="announcements">
          <AnnouncementsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="branding">
          <BrandingPanel />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="usage">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Loading usage" />
              </Center>
            }
          >
            <UsagePanel />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
