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
export async function listAnnouncementsForProvider(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('announcements')
      .select(['id', 'title', 'details', 'published', 'external_links'])
      .orderBy('published', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = Date.now();
  return {
    total: Number(count.n),
    announcements: rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      details: r.details ?? '',
      published: r.published.toISOString(),
      externalLinks: (r.external_links ?? []) as { url: string; label?: string }[],
      scheduled: r.published.getTime() > now,
    })),
  };
}
