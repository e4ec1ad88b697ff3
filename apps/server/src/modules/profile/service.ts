import {
  PROFILE_TEXTS,
  type Preferences,
  type PreferencesBody,
  type Profile,
} from '@storefront/contract/profile';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { AppError, badRequest } from '../../errors.ts';
import { forgetChosenLanguage } from '../../lib/i18n/request-language.ts';
import { getBranding, getCustomerConfig } from '../config/index.ts';
import { clearBounce } from '../email/index.ts';
import {
  dropNotificationEmailTokens,
  type IdentityMailer,
  issueNotificationEmailToken,
  liveNotificationEmailTokenSince,
  NOTIFICATION_EMAIL_TTL_MS,
  renderAccountMail,
} from '../people/index.ts';
import { findUserById, updateUserProfile } from '../users/index.ts';
import { checkDisplayName, checkNotificationEmail, compilePattern } from './validate.ts';

async function profileOf(db: Database, userId: number): Promise<Profile> {
  const user = await findUserById(db, userId);
  return {
    collabLabel: user?.display_name ?? null,
    collabEmail: user?.notification_email ?? null,
    collabEmailPending: user?.notification_email_pending ?? null,
  };
}

/** The display name other users see on comments. */
export async function setDisplayName(db: Database, userId: number, raw: string): Promise<Profile> {
  const checked = checkDisplayName(raw);
  if ('error' in checked) throw badRequest(checked.error);
  await updateUserProfile(db, userId, { display_name: checked.value });
  return profileOf(db, userId);
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Who is saving, as the access token vouches for them: `email` is set only when verified. */
export interface ProfileUser {
  id: number;
  email: string | null;
}

/**
 * The address emails go to; null or empty opts out at once. A new address is only pending until
 * the link mailed to it is followed: mail keeps going to the confirmed address (or nowhere) until
 * then, so a typo or someone else's address never receives a notification. The address the
 * identity provider already verified (the token's email) needs no link.
 */
export async function setNotificationEmail(
  db: Database,
  config: Config,
  mailer: IdentityMailer,
  user: ProfileUser,
  raw: string | null,
  /** The request's language (Accept-Language), when the user has none recorded. */
  language?: string | null,
): Promise<Profile> {
  const { emailPatterns } = await getCustomerConfig(db, config);
  const checked = checkNotificationEmail(raw, compilePattern(emailPatterns[0]));
  if ('error' in checked) throw badRequest(checked.error);
  const value = checked.value;
  const row = await findUserById(db, user.id);
  if (value === null || same(value, row?.notification_email) || same(value, user.email)) {
    const confirmed =
      value === null ? null : same(value, row?.notification_email) ? row!.notification_email : value;
    await updateUserProfile(db, user.id, { notification_email: confirmed, notification_email_pending: null });
    await dropNotificationEmailTokens(db, user.id);
    // Saving an address is the consumer saying it works again: a bounce recorded against it is lifted.
    if (confirmed) await clearBounce(db, confirmed);
    return profileOf(db, user.id);
  }
  const before = row?.notification_email_pending ?? null;
  await updateUserProfile(db, user.id, { notification_email_pending: value });
  try {
    await mailConfirmation(db, config, mailer, user.id, value, mailLanguage(row, language));
  } catch (err) {
    // Nothing was sent, so nothing is waiting for a link: the page says the change failed.
    await updateUserProfile(db, user.id, { notification_email_pending: before });
    await dropNotificationEmailTokens(db, user.id);
    throw err;
  }
  return profileOf(db, user.id);
}

/** A resend is refused within this long of the last link, so the button cannot flood an inbox. */
export const RESEND_AFTER_MS = 60_000;

/** Mails the pending address a new link (the earlier one stops working). */
export async function resendNotificationEmailLink(
  db: Database,
  config: Config,
  mailer: IdentityMailer,
  userId: number,
  language?: string | null,
): Promise<Profile> {
  const row = await findUserById(db, userId);
  const pending = row?.notification_email_pending;
  if (!pending) throw new AppError(409, PROFILE_TEXTS.emailNothingPending, 'PROFILE-NO-PENDING');
  const since = await liveNotificationEmailTokenSince(db, userId);
  if (since && Date.now() - since.getTime() < RESEND_AFTER_MS) {
    const wait = Math.ceil((RESEND_AFTER_MS - (Date.now() - since.getTime())) / 1000);
    throw new AppError(429, PROFILE_TEXTS.emailResendTooSoon, 'PROFILE-RESEND-WAIT', {
      'retry-after': String(wait),
    });
  }
  await mailConfirmation(db, config, mailer, userId, pending, mailLanguage(row, language));
  return profileOf(db, userId);
}

/** Drops the pending address; mail keeps going where it went. */
export async function cancelPendingNotificationEmail(db: Database, userId: number): Promise<Profile> {
  await updateUserProfile(db, userId, { notification_email_pending: null });
  await dropNotificationEmailTokens(db, userId);
  return profileOf(db, userId);
}

export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/email/confirm/${encodeURIComponent(token)}`;
}

/** The user's chosen language, else their browser's as recorded, else the request's (issue 31). */
function mailLanguage(
  row: { language: string | null; browser_language: string | null } | undefined,
  language: string | null | undefined,
) {
  return row?.language ?? row?.browser_language ?? language ?? null;
}

async function mailConfirmation(
  db: Database,
  config: Config,
  mailer: IdentityMailer,
  userId: number,
  address: string,
  language: string | null,
) {
  const token = await issueNotificationEmailToken(db, userId, address);
  const { brandName = 'Storefront' } = await getBranding(db);
  try {
    await mailer({
      to: address,
      ...renderAccountMail('notification-email', language, {
        publicUrl: config.publicUrl,
        url: confirmUrl(config.publicUrl, token),
        hours: NOTIFICATION_EMAIL_TTL_MS / 3_600_000,
        brandName,
      }),
    });
  } catch (err) {
    await dropNotificationEmailTokens(db, userId);
    throw new AppError(
      502,
      `The confirmation email to ${address} could not be sent (${(err as Error).message}). Try again later.`,
      'PROFILE-MAIL',
    );
  }
}

/** The stored colour scheme and language; a user row not yet written reads as the defaults. */
export async function getPreferences(db: Database, userId: number): Promise<Preferences> {
  const user = await findUserById(db, userId);
  return {
    colorScheme: (user?.color_scheme ?? 'auto') as Preferences['colorScheme'],
    language: (user?.language ?? null) as Preferences['language'],
  };
}

/** Sets either or both (the contract has checked the values); answers the stored pair. */
export async function setPreferences(
  db: Database,
  userId: number,
  body: PreferencesBody,
): Promise<Preferences> {
  await updateUserProfile(db, userId, {
    ...(body.colorScheme !== undefined ? { color_scheme: body.colorScheme } : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
  });
  if (body.language !== undefined) forgetChosenLanguage(userId);
  return getPreferences(db, userId);
}
