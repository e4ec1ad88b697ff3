import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';
import type { IdpTokenPurpose } from '../../db/schema/people.ts';

export const userColumns = [
  'id',
  'username',
  'email',
  'email_verified',
  'display_name',
  'password_hash',
  'roles',
  'disabled',
  'created_at',
] as const;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function countAdmins(db: Database, adminRole: string): Promise<number> {
  const row = await db
    .selectFrom('idp_users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`${adminRole} = ANY(roles)`)
    .where('disabled', '=', false)
    .where('password_hash', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUserById(db: Database, id: number) {
  return db.selectFrom('idp_users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

/** By username or email, case-insensitively (people sign in with either). */
export function findUserByLogin(db: Database, login: string) {
  const l = login.trim().toLowerCase();
  return db
    .selectFrom('idp_users')
    .select(userColumns)
    .where((eb) => eb.or([eb('username', '=', l), eb(sql<string>`lower(email)`, '=', l)]))
    .executeTakeFirst();
}

export function listUsers(db: Database) {
  return db.selectFrom('idp_users').select(userColumns).orderBy('created_at').orderBy('id').execute();
}

/** Sets a person's password from a followed link, which also proves their address. */
export function setPasswordFromLink(
  db: Database,
  userId: number,
  passwordHash: string,
  displayName: string | null,
) {
  return db
    .updateTable('idp_users')
    .set({
      password_hash: passwordHash,
      email_verified: true,
      ...(displayName ? { display_name: displayName } : {}),
    })
    .where('id', '=', userId)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

export async function insertUser(
  db: Database,
  u: {
    email: string;
    roles: string[];
    displayName?: string | null;
    passwordHash?: string;
    emailVerified?: boolean;
  },
) {
  return db
    .insertInto('idp_users')
    .values({
      username: u.email.toLowerCase(),
      email: u.email,
      roles: u.roles,
      display_name: u.displayName ?? null,
      password_hash: u.passwordHash ?? null,
      email_verified: u.emailVerified ?? false,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(userColumns)
    .executeTakeFirst();
}

export async function insertToken(
  db: Database,
  t: {
    token: string;
    purpose: IdpTokenPurpose;
    userId?: number;
    email?: string;
    portalUserId?: number;
    ttlMs: number;
  },
) {
  // A new link replaces the person's earlier ones of the same kind: only the latest email works.
  if (t.userId !== undefined)
    await db
      .deleteFrom('idp_tokens')
      .where('user_id', '=', t.userId)
      .where('purpose', '=', t.purpose)
      .where('used_at', 'is', null)
      .execute();
  if (t.portalUserId !== undefined)
    await db
      .deleteFrom('idp_tokens')
      .where('portal_user_id', '=', t.portalUserId)
      .where('purpose', '=', t.purpose)
      .where('used_at', 'is', null)
      .execute();
  await db.deleteFrom('idp_tokens').where('expires_at', '<', sql<Date>`now() - interval '30 days'`).execute();
  await db
    .insertInto('idp_tokens')
    .values({
      token_hash: tokenHash(t.token),
      purpose: t.purpose,
      user_id: t.userId ?? null,
      email: t.email ?? null,
      portal_user_id: t.portalUserId ?? null,
      expires_at: new Date(Date.now() + t.ttlMs),
    })
    .execute();
}

/** A link that still works (unused, unexpired), without using it. */
export function findLiveToken(db: Database, token: string) {
  return db
    .selectFrom('idp_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Uses a link: exactly one caller gets the row, however many follow it at once. */
export function consumeToken(db: Database, token: string) {
  return db
    .updateTable('idp_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

export function deleteUnusedTokens(db: Database, purpose: IdpTokenPurpose) {
  return db.deleteFrom('idp_tokens').where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

export function updateUser(
  db: Database,
  id: number,
  set: Partial<{ password_hash: string; email_verified: boolean; disabled: boolean; roles: string[] }>,
) {
  return db.updateTable('idp_users').set(set).where('id', '=', id).returning(userColumns).executeTakeFirst();
}

/** Ends the account's sessions, grants and refresh tokens in the embedded provider at once. */
export function deleteProviderState(db: Database, accountId: string) {
  return db.deleteFrom('oidc_payloads').where(sql<string>`payload->>'accountId'`, '=', accountId).execute();
}

/** A link in any state (used, expired or live), to tell the person which one they hold. */
export function findTokenAnyState(db: Database, token: string) {
  return db
    .selectFrom('idp_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
}

/** Uses a link of one purpose only: a link mailed for something else is never spent here. */
export function consumeTokenOf(db: Database, token: string, purpose: IdpTokenPurpose) {
  return db
    .updateTable('idp_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** The newest unused link of a portal user for one purpose (a resend is throttled on its age). */
export function findLivePortalToken(db: Database, portalUserId: number, purpose: IdpTokenPurpose) {
  return db
    .selectFrom('idp_tokens')
    .selectAll()
    .where('portal_user_id', '=', portalUserId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export function deletePortalTokens(db: Database, portalUserId: number, purpose: IdpTokenPurpose) {
  return db
    .deleteFrom('idp_tokens')
    .where('portal_user_id', '=', portalUserId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** A person's newest unused link of one purpose (a self-service reset is throttled on its age). */
export function findLiveUserToken(db: Database, userId: number, purpose: IdpTokenPurpose) {
  return db
    .selectFrom('idp_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The portal's language settings of the person's portal user (none before their first sign-in). */
export async function findPortalLanguage(db: Database, iss: string, sub: string) {
  const row = await db
    .selectFrom('users')
    .select(['language', 'browser_language'])
    .where('iss', '=', iss)
    .where('sub', '=', sub)
    .executeTakeFirst();
  return { language: row?.language ?? null, browserLanguage: row?.browser_language ?? null };
}
