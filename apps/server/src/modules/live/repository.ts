import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

export const LIVE_CHANNEL_PREFIX = 'sf_live_';

export interface NewLiveEvent {
  type: string;
  /** Recipients; null or absent: every signed-in user. */
  userIds?: number[] | null;
  data?: Record<string, unknown>;
}

export interface StoredLiveEvent {
  id: number;
  type: string;
  userIds: number[] | null;
  data: Record<string, unknown>;
}

/**
 * Stores the event and NOTIFYs it in the caller's transaction: listeners hear it only once the
 * transaction commits, and never when it rolls back. The channel is per schema, so databases that
 * share a PostgreSQL server (tests, tenants) do not hear each other.
 */
export async function insertLiveEvent(trx: Database, event: NewLiveEvent): Promise<StoredLiveEvent> {
  const data = event.data ?? {};
  const row = await trx
    .insertInto('live_events')
    .values({ type: event.type, user_ids: event.userIds ?? null, data: JSON.stringify(data) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stored = { id: Number(row.id), type: event.type, userIds: event.userIds ?? null, data };
  await sql`SELECT pg_notify(${LIVE_CHANNEL_PREFIX} || current_schema(), ${JSON.stringify(stored)})`.execute(
    trx,
  );
  return stored;
}

export async function currentChannel(db: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return `${LIVE_CHANNEL_PREFIX}${rows[0].schema}`;
}

/** Events after `afterId` meant for the user (or everyone), oldest first. */
export async function listEventsAfter(db: Database, afterId: number, userId: number, limit: number) {
  const rows = await db
    .selectFrom('live_events')
    .select(['id', 'type', 'user_ids', 'data'])
    .where('id', '>', afterId)
    .where((eb) => eb.or([eb('user_ids', 'is', null), sql<boolean>`${userId}::bigint = ANY(user_ids)`]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    userIds: r.user_ids,
    data: (r.data ?? {}) as Record<string, unknown>,
  }));
}

export async function latestEventId(db: Database): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function pruneLiveEvents(db: Database, before: Date): Promise<number> {
  const res = await db.deleteFrom('live_events').where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}
