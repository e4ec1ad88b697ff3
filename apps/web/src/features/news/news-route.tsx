import { Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { AnnouncementsList } from './announcements-list.tsx';
import { ProviderUpdatesList } from './provider-updates-list.tsx';

const TABS = [
  { value: 'announcements', label: 'Announcements' },
  { value: 'provider-updates', label: 'Provider Updates' },
] as const;

/** /news/announcements and /news/provider-updates (/news shows announcements). */
export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.endsWith('/provider-updates') ? 'provider-updates' : 'announcements';
  return (
    <>
      <Title order={1} mb="md">
        Latest News
      </Title>
      <Tabs value={tab} onChange={(v) => v && navigate(`/news/${v}`)} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="announcements">
          <AnnouncementsList />
        </Tabs.Panel>
        <Tabs.Panel value="provider-updates">
          <ProviderUpdatesList />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
