import type { Announcement } from '@storefront/contract/my-store';
import type { AnnouncementsPage, AnnouncementsQuery } from '@storefront/contract/news';
import type { Database } from '../../db/connection.ts';
import { countPublishedAnnouncements, listPublishedAnnouncements } from './repository.ts';

type Row = Awaited<ReturnType<typeof listPublishedAnnouncements>>[number];

export function presentAnnouncement(a: Row): Announcement {
  return {
    id: String(a.id),
    title: a.title,
    published: new Date(a.published).toISOString(),
    details: a.details,
    externalLinks: Array.isArray(a.external_links) ? (a.external_links as Announcement['externalLinks']) : [],
  };
}

export async function getAnnouncementsPage(db: Database, q: AnnouncementsQuery): Promise<AnnouncementsPage> {
  const [rows, totalElements] = await Promise.all([
    listPublishedAnnouncements(db, q.reverse, q.pageSize, q.page * q.pageSize),
    countPublishedAnnouncements(db),
  ]);
  return {
    announcements: rows.map(presentAnnouncement),
    pageable: {
      number: q.page,
      size: q.pageSize,
      totalElements,
      totalPages: Math.ceil(totalElements / q.pageSize),
    },
  };
}
