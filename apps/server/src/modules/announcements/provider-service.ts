import type { AnnouncementBody } from '@storefront/contract/provider';
import type { Database } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { publishLive } from '../live/index.ts';
import { deleteAnnouncement, insertAnnouncement, updateAnnouncement } from './provider-repository.ts';

/** Every change tells connected browsers (header badge, landing tile, News page) in the same write. */
const announce = (trx: Database, id: number) => publishLive(trx, { type: 'announcements', data: { id } });

export async function createAnnouncement(db: Database, body: AnnouncementBody) {
  return db.transaction().execute(async (trx) => {
    const row = await insertAnnouncement(trx, body);
    await announce(trx, Number(row.id));
    return row;
  });
}

export async function editAnnouncement(db: Database, id: number, body: AnnouncementBody) {
  return db.transaction().execute(async (trx) => {
    const row = await updateAnnouncement(trx, id, body);
    if (!row) throw notFound(`No announcement ${id}.`);
    await announce(trx, id);
    return row;
  });
}

/** Withdraws (deletes) an announcement; it disappears from News and from unread counts. */
export async function withdrawAnnouncement(db: Database, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteAnnouncement(trx, id))) throw notFound(`No announcement ${id}.`);
    await announce(trx, id);
  });
}
