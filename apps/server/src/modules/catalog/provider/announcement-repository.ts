import type { AnnouncementBody } from '@storefront/contract/provider';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';

type Db = Kysely<DB>;
const columns = ['id', 'title', 'details', 'published', 'external_links'] as const;

function toRow(b: AnnouncementBody) {
  return {
    title: b.title,
    details: b.details ?? '',
    published: b.published ? new Date(b.published) : new Date(),
    external_links: JSON.stringify(b.externalLinks ?? []),
  };
}

export async function insertAnnouncement(db: Db, b: AnnouncementBody) {
  return db.insertInto('announcements').values(toRow(b)).returning(columns).executeTakeFirstOrThrow();
}

export async function updateAnnouncement(db: Db, id: number, b: AnnouncementBody) {
  return db
    .updateTable('announcements')
    .set(toRow(b))
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteAnnouncement(db: Db, id: number) {
  const res = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
