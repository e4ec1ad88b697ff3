import { useLingui } from '@lingui/react';
import { Center, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AnnouncementEntry } from '../../components/announcement-entry.tsx';
import { useAnnouncements } from './api/get-announcements.ts';
import { useMarkAnnouncementsRead } from './api/mark-announcements-read.ts';

/** Catalogue keys of the arrow controls' names (shared with the catalogue's paging). */
const PAGE_CONTROLS = {
  first: 'cat.firstPage',
  previous: 'cat.previousPage',
  next: 'cat.nextPage',
  last: 'cat.lastPage',
} as const;

/** Paged announcements, newest first; opening the first page marks everything up to now read. */
export function AnnouncementsList() {
  const { _ } = useLingui();
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useAnnouncements(page);
  const markRead = useMarkAnnouncementsRead();
  const marked = useRef(false);

  useEffect(() => {
    if (page !== 0 || !data || marked.current) return;
    marked.current = true;
    markRead.mutate(Date.now());
  }, [page, data, markRead]);

  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={_('news.loadingAnnouncements')} />
      </Center>
    );
  }
  // List load failures only stop the spinner (spec section 8).
  if (isError) return null;
  if (data.announcements.length === 0 && page === 0) return <Text>{_('news.noAnnouncements')}</Text>;
  const pages = data.pageable.totalPages;
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.announcements.map((a) => (
          <li key={a.id}>
            <AnnouncementEntry announcement={a} />
          </li>
        ))}
      </Stack>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
          getControlProps={(control) => ({ 'aria-label': _(PAGE_CONTROLS[control]) })}
          getItemProps={(p) => ({ 'aria-label': _('cat.page', { page: p }) })}
        />
      ) : null}
    </Stack>
  );
}
