import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import * as repo from './repository.ts';
import { LINK_TTL_MS } from './service.ts';

/**
 * One-time links for portal users of any identity provider (not only the embedded store's people):
 * today the confirmation of a notification email typed on My Profile. They share idp_tokens with the
 * store's links, so only a token's SHA-256 is ever stored.
 */
const PURPOSE = 'notification-email' as const;

export const NOTIFICATION_EMAIL_TTL_MS = LINK_TTL_MS[PURPOSE];

/** A new link for this user and address; the user's earlier unused one stops working. */
export async function issueNotificationEmailToken(
  db: Database,
  portalUserId: number,
  email: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(db, {
    token,
    purpose: PURPOSE,
    portalUserId,
    email,
    ttlMs: NOTIFICATION_EMAIL_TTL_MS,
  });
  return token;
}

export type LinkState =
  | { state: 'live'; portalUserId: number; email: string }
  | { state: 'used' | 'expired' | 'unknown' };

/** What a confirmation link is, without using it. */
export async function inspectNotificationEmailToken(db: Database, token: string): Promise<LinkState> {
  const row = await repo.findTokenAnyState(db, token);
  if (!row || row.purpose !== PURPOSE || !row.portal_user_id || !row.email) return { state: 'unknown' };
  if (row.used_at) return { state: 'used' };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'live', portalUserId: row.portal_user_id, email: row.email };
}

/** Uses a confirmation link: exactly one caller gets its user and address. */
export async function consumeNotificationEmailToken(db: Database, token: string) {
  const row = await repo.consumeTokenOf(db, token, PURPOSE);
  return row?.portal_user_id && row.email
    ? { portalUserId: row.portal_user_id, email: row.email }
    : undefined;
}

/** When the user's newest live link was made, or undefined when there is none. */
export async function liveNotificationEmailTokenSince(db: Database, portalUserId: number) {
  const row = await repo.findLivePortalToken(db, portalUserId, PURPOSE);
  return row ? new Date(row.created_at) : undefined;
}

export async function dropNotificationEmailTokens(db: Database, portalUserId: number) {
  await repo.deletePortalTokens(db, portalUserId, PURPOSE);
}
