import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

export interface OutboxInsert {
  idempotencyKey: string;
  userId: number | null;
  recipient: string;
  template: string;
  data: Record<string, unknown>;
  unsubscribeToken: string;
}

/** Returns false when a message with this idempotency key already exists (nothing is added). */
export async function insertOutbox(trx: Database, m: OutboxInsert): Promise<boolean> {
  const res = await trx
    .insertInto('email_outbox')
    .values({
      idempotency_key: m.idempotencyKey,
      user_id: m.userId,
      recipient: m.recipient,
      template: m.template,
      data: JSON.stringify(m.data),
      unsubscribe_token: m.unsubscribeToken,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

const claimColumns = [
  'id',
  'idempotency_key',
  'message_id',
  'recipient',
  'template',
  'data',
  'unsubscribe_token',
  'attempts',
  'failures',
];

export interface ClaimedMessage {
  id: number;
  idempotency_key: string;
  /** Random, given once per message (migration 0061): its retries keep it. */
  message_id: string;
  recipient: string;
  template: string;
  data: Record<string, unknown>;
  unsubscribe_token: string;
  attempts: number;
  /** Sends that ended in a recorded failure (attempts also counts claims a kill cut short). */
  failures: number;
}

/**
 * Claims up to `limit` messages due by `dueBy` (a timestamptz from databaseNow; default now) for `lockMs` and counts the attempt. SKIP LOCKED and the lease
 * keep two workers (instances) off the same message; a worker that dies mid-send leaves the lease to
 * expire, and the message is tried again (unless it had handed it over: see settleAbandonedHandovers).
 */
/**
 * The database's clock, as text to keep its microseconds: a worker pass takes what was due when it
 * began, by the clock that wrote the due times.
 */
export async function databaseNow(db: Database): Promise<string> {
  const { rows } = await sql<{ now: string }>`SELECT now()::text AS now`.execute(db);
  return rows[0]!.now;
}

export async function claimDue(
  db: Database,
  limit: number,
  lockMs: number,
  dueBy?: string,
): Promise<ClaimedMessage[]> {
  // Due times are written by the database's clock, so they are compared with it: the server's clock
  // (milliseconds, maybe skewed) would leave a message queued a moment ago for a later pass.
  const due = dueBy ? sql`${dueBy}::timestamptz` : sql`now()`;
  const { rows } = await sql<ClaimedMessage>`
    UPDATE email_outbox SET attempts = attempts + 1,
      locked_until = now() + ${`${lockMs} milliseconds`}::interval
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE status = 'pending' AND next_attempt_at <= ${due}
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY next_attempt_at, id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${sql.join(claimColumns.map((c) => sql.ref(c)))}`.execute(db);
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * The claim's fence: a message is this worker's while its status is `pending` (or `sending`, once it
 * handed it over) and its attempts are the count its claim made. Another worker that claimed it after
 * the lease ran out counted another attempt, so the stale worker's updates change nothing.
 */
const claimedBy = (id: number, attempts: number) =>
  sql<boolean>`id = ${id} AND attempts = ${attempts} AND status IN ('pending', 'sending')`;

/**
 * Records, before the message's terminating dot is written, that it is being handed over to the SMTP
 * server, and renews the lease for the rest of the send. False when the message is no longer this
 * worker's claim (then the dot must not be written).
 */
export async function markHandedOver(db: Database, id: number, attempts: number, lockMs: number) {
  const { rows } = await sql<{ id: number }>`
    UPDATE email_outbox SET status = 'sending', locked_until = now() + ${`${lockMs} milliseconds`}::interval
    WHERE ${claimedBy(id, attempts)} AND status = 'pending'
    RETURNING id`.execute(db);
  return rows.length > 0;
}

export async function markDelivered(db: Database, id: number, attempts: number, status: 'sent' | 'logged') {
  // Also from `uncertain`: an answer that arrives late still settles it.
  await sql`
    UPDATE email_outbox SET status = ${status}, sent_at = now(), locked_until = NULL, last_error = NULL
    WHERE id = ${id} AND attempts = ${attempts} AND status IN ('pending', 'sending', 'uncertain')`.execute(
    db,
  );
}

/** A failed attempt: retry at `retryAt`, or give up (status failed) when it is null. */
export async function markAttemptFailed(
  db: Database,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
) {
  await sql`
    UPDATE email_outbox SET status = ${retryAt ? 'pending' : 'failed'}, failures = failures + 1,
      next_attempt_at = ${(retryAt ?? new Date()).toISOString()}::timestamptz, locked_until = NULL,
      last_error = ${error.slice(0, 1000)}
    WHERE ${claimedBy(id, attempts)}`.execute(db);
}

export const UNCERTAIN_NOTE = 'handed over to the SMTP server, no answer recorded: not sent again';

/** Handed over, then no answer: it may have been delivered, so it is never sent again. */
export async function markUncertain(db: Database, id: number, attempts: number, error: string) {
  await sql`
    UPDATE email_outbox SET status = 'uncertain', locked_until = NULL,
      last_error = ${`${UNCERTAIN_NOTE} (${error})`.slice(0, 1000)}
    WHERE ${claimedBy(id, attempts)} AND status = 'sending'`.execute(db);
}

/**
 * Messages whose worker died after the hand-over (status `sending`, lease over): the terminating dot may
 * have reached the server, so they become `uncertain` rather than being sent again. Returns them.
 */
export async function settleAbandonedHandovers(db: Database) {
  const { rows } = await sql<{ id: number; idempotency_key: string; recipient: string }>`
    UPDATE email_outbox SET status = 'uncertain', locked_until = NULL,
      last_error = ${`${UNCERTAIN_NOTE} (the worker stopped during the hand-over)`}
    WHERE status = 'sending' AND locked_until < now()
    RETURNING id, idempotency_key, recipient`.execute(db);
  return rows;
}

export async function listOutbox(db: Database, opts: { status?: string; limit: number; offset: number }) {
  let q = db.selectFrom('email_outbox').selectAll();
  if (opts.status) q = q.where('status', '=', opts.status as 'pending');
  return q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}

export async function countOutbox(db: Database, status?: string) {
  let q = db.selectFrom('email_outbox').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) q = q.where('status', '=', status as 'pending');
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function findByUnsubscribeToken(db: Database, token: string) {
  return db
    .selectFrom('email_outbox')
    .select(['user_id', 'recipient'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

/** Clears the notification email only if it is still the address the message went to. */
export async function clearNotificationEmail(db: Database, userId: number, email: string) {
  const res = await db
    .updateTable('users')
    .set({ notification_email: null })
    .where('id', '=', userId)
    .where(sql<string>`lower(notification_email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Watchers of an item who gave a notification email: the recipients of its provider updates. */
export async function listEmailWatchers(trx: Database, itemId: string) {
  return trx
    .selectFrom('user_watches as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['u.id', 'u.notification_email'])
    .where('w.item_id', '=', itemId)
    .where('u.notification_email', 'is not', null)
    .execute();
}

export async function findNotificationEmail(trx: Database, userId: number) {
  const row = await trx
    .selectFrom('users')
    .select('notification_email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.notification_email ?? null;
}

/** The user's notification email and chosen language (null when they follow the browser). */
export async function findRecipient(trx: Database, userId: number) {
  const row = await trx
    .selectFrom('users')
    .select(['notification_email', 'language', 'browser_language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // The chosen language, else the browser's as recorded on the startup call (issue 31).
  return { email: row?.notification_email ?? null, language: row?.language ?? row?.browser_language ?? null };
}

export async function findItemName(trx: Database, itemId: string) {
  const row = await trx
    .selectFrom('catalog_items')
    .select('name')
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row?.name ?? itemId;
}

/** A recipient's permanent refusal: the address is recorded and the message marked bounced. */
export async function markBounced(
  db: Database,
  id: number,
  attempts: number,
  recipient: string,
  code: number,
  error: string,
) {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      UPDATE email_outbox SET status = 'bounced', failures = failures + 1, locked_until = NULL,
        last_error = ${error.slice(0, 1000)}
      WHERE ${claimedBy(id, attempts)}
      RETURNING id`.execute(trx);
    if (rows.length === 0) return;
    await trx
      .insertInto('email_bounces')
      .values({ address: recipient.trim().toLowerCase(), code, reason: error.slice(0, 1000), outbox_id: id })
      .onConflict((oc) =>
        oc
          .column('address')
          .doUpdateSet({ code, reason: error.slice(0, 1000), outbox_id: id, bounced_at: sql`now()` }),
      )
      .execute();
  });
}

/** The bounce recorded against an address, if any. */
export async function findBounce(db: Database, recipient: string) {
  return db
    .selectFrom('email_bounces')
    .selectAll()
    .where('address', '=', recipient.trim().toLowerCase())
    .executeTakeFirst();
}

/** Not sent because its address bounced before: final, with the bounce named. */
export async function markSuppressed(db: Database, id: number, attempts: number, note: string) {
  await sql`
    UPDATE email_outbox SET status = 'suppressed', locked_until = NULL, last_error = ${note.slice(0, 1000)}
    WHERE ${claimedBy(id, attempts)}`.execute(db);
}

/** The consumer saved this address again: mail to it is sent again. */
export async function clearBounce(db: Database, address: string) {
  await db.deleteFrom('email_bounces').where('address', '=', address.trim().toLowerCase()).execute();
}
