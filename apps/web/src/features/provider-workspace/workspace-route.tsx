import { useLingui } from '@lingui/react';
import { Center, Loader, Tabs, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { ApiError, PERMISSION_DETAIL } from '../../lib/api-error.ts';
import { useMe } from '../../lib/startup.ts';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import { BrandingPanel } from './branding-panel.tsx';
import { CatalogPanel } from './catalog/catalog-panel.tsx';
import { InboxPanel } from './inbox-panel.tsx';
import { PeoplePanel } from './people-panel.tsx';
import { ProviderUpdatesPanel } from './provider-updates-panel.tsx';
import { SettingsPanel } from './settings/settings-panel.tsx';

// Charts (uPlot) load with the Usage tab only.
const UsagePanel = lazy(() => import('./usage/usage-panel.tsx'));

// Labels are keys of the ws-main area's catalogue (issue 31).
const TABS = [
  { value: 'inbox', label: 'ws-main.tab.inbox' },
  { value: 'updates', label: 'ws-main.tab.updates' },
  { value: 'announcements', label: 'ws-main.tab.announcements' },
  { value: 'catalog', label: 'ws-main.tab.catalog' },
  { value: 'branding', label: 'ws-main.tab.branding' },
  { value: 'settings', label: 'ws-main.tab.settings' },
  { value: 'usage', label: 'ws-main.tab.usage' },
  // Administrators of the embedded user store only (WhoAmI.peopleAdmin).
  { value: 'people', label: 'ws-main.tab.people' },
] as const;

/**
 * /provider: the provider workspace (issue 15), its own lazily loaded chunk. Users without the
 * provider role see the permission state; the server refuses their /api/provider calls anyway.
 */
export function Component() {
  const { _ } = useLingui();
  const me = useMe();
  const navigate = useNavigate();
  // Each tab has its URL (/provider/branding, …; Inbox is /provider): reload keeps it, links reach it.
  const asked = useParams().tab ?? 'inbox';
  const tabs = TABS.filter((t) => t.value !== 'people' || me.peopleAdmin === true);
  const tab = tabs.some((t) => t.value === asked) ? asked : 'inbox';
  const setTab = (value: string) => navigate(value === 'inbox' ? '/provider' : `/provider/${value}`);
  if (!me.provider) return <ErrorState error={new ApiError(403, 'HTTP-403', PERMISSION_DETAIL)} />;
  return (
    <>
      <Title order={1} mb="md">
        {_('ws-main.title')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {_(t.label)}
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
        <Tabs.Panel value="people">
          <PeoplePanel />
        </Tabs.Panel>
        <Tabs.Panel value="usage">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={_('ws-main.loadingUsage')} />
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
