import type { Announcement } from '@storefront/contract/my-store';
import type {
  AnnouncementBody,
  ProviderAnnouncementsPage,
  ProviderAnnouncementsQuery,
} from '@storefront/contract/provider';
import type { Database } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { publishLive } from '../live/index.ts';
import {
  countAllAnnouncements,
  deleteAnnouncement,
  insertAnnouncement,
  listAllAnnouncements,
  updateAnnouncement,
} from './provider-repository.ts';
import { presentAnnouncement } from './service.ts';

/** Every change tells connected browsers (header badge, landing tile, News page) in the same write. */
const announce = (trx: Database, id: number) => publishLive(trx, { type: 'announcements', data: { id } });

/** Every announcement, scheduled ones marked, newest first. */
export async function getAllAnnouncements(
  db: Database,
  { page, pageSize }: ProviderAnnouncementsQuery,
): Promise<ProviderAnnouncementsPage> {
  const [rows, total] = await Promise.all([
    listAllAnnouncements(db, pageSize, page * pageSize),
    countAllAnnouncements(db),
  ]);
  const now = Date.now();
  return {
    total,
    announcements: rows.map((r) => ({ ...presentAnnouncement(r), scheduled: r.published.getTime() > now })),
  };
}

export async function createAnnouncement(db: Database, body: AnnouncementBody): Promise<Announcement> {
  return db.transaction().execute(async (trx) => {
    const row = await insertAnnouncement(trx, body);
    await announce(trx, Number(row.id));
    return presentAnnouncement(row);
  });
}

export async function editAnnouncement(
  db: Database,
  id: number,
  body: AnnouncementBody,
): Promise<Announcement> {
  return db.transaction().execute(async (trx) => {
    const row = await updateAnnouncement(trx, id, body);
    if (!row) throw notFound(`No announcement ${id}.`);
    await announce(trx, id);
    return presentAnnouncement(row);
  });
}

/** Withdraws (deletes) an announcement; it disappears from News and from unread counts. */
export async function withdrawAnnouncement(db: Database, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteAnnouncement(trx, id))) throw notFound(`No announcement ${id}.`);
    await announce(trx, id);
  });
}
