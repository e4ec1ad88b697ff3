import type { AnnouncementBody } from '@storefront/contract/provider';
import type { Database } from '../../db/connection.ts';

const columns = ['id', 'title', 'details', 'published', 'external_links'] as const;

function toRow(b: AnnouncementBody) {
  return {
    title: b.title,
    details: b.details ?? '',
    published: b.published ? new Date(b.published) : new Date(),
    external_links: JSON.stringify(b.externalLinks ?? []),
  };
}

export async function insertAnnouncement(db: Database, b: AnnouncementBody) {
  return db.insertInto('announcements').values(toRow(b)).returning(columns).executeTakeFirstOrThrow();
}

export async function updateAnnouncement(db: Database, id: number, b: AnnouncementBody) {
  return db
    .updateTable('announcements')
    .set(toRow(b))
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteAnnouncement(db: Database, id: number) {
  const res = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Every announcement, scheduled ones too, newest first (the workspace edits or withdraws them). */
export async function listAllAnnouncements(db: Database, limit: number, offset: number) {
  return db
    .selectFrom('announcements')
    .select(columns)
    .orderBy('published', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAllAnnouncements(db: Database) {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
