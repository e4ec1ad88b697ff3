import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

/** Published announcements (not scheduled ones), newest or oldest first. */
export async function listPublishedAnnouncements(
  db: Database,
  newestFirst: boolean,
  limit: number,
  offset: number,
) {
  const dir = newestFirst ? 'desc' : 'asc';
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'details', 'published', 'external_links'])
    .where('published', '<=', sql<Date>`now()`)
    .orderBy('published', dir)
    .orderBy('id', dir)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublishedAnnouncements(db: Database) {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('published', '<=', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
