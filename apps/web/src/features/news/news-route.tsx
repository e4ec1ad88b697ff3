import { useLingui } from '@lingui/react';
import { Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { AnnouncementsList } from './announcements-list.tsx';
import { ProviderUpdatesList } from './provider-updates-list.tsx';

const TABS = [
  { value: 'announcements', label: 'news.announcements' },
  { value: 'provider-updates', label: 'news.updates' },
] as const;

/** /news/announcements and /news/provider-updates (/news shows announcements). */
export function Component() {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.endsWith('/provider-updates') ? 'provider-updates' : 'announcements';
  return (
    <>
      <Title order={1} mb="md">
        {_('nav.news')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && navigate(`/news/${v}`)} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {_(t.label)}
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
