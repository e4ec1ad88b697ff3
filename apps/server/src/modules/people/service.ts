import { randomBytes } from 'node:crypto';
import type { DemoAccount } from '../../auth/embedded/accounts.ts';
import type { Database } from '../../db/connection.ts';
import type { IdpTokenPurpose } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { supportedLanguage } from '../../lib/i18n/language.ts';
import { renderAccountMail } from './account-mail.ts';
import type { IdentityMailer } from './mailer.ts';
import { hashPassword, passwordProblem, verifyNothing, verifyPassword } from './password.ts';
import * as repo from './repository.ts';

/** The role that manages people (the People tab, `storefront invite`); the provider role is the portal's. */
export const ADMIN_ROLE = 'admin';

const HOUR = 3_600_000;
/** How long each kind of link works. */
export const LINK_TTL_MS: Record<IdpTokenPurpose, number> = {
  setup: 24 * HOUR,
  invite: 7 * 24 * HOUR,
  reset: 1 * HOUR,
  signup: 24 * HOUR,
  'notification-email': 24 * HOUR,
};

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
/** Names no store user may take: the demo accounts sign in under them in demo mode. */
const RESERVED = new Set(['alice', 'bob', 'paula']);

export type IdpUser = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

/** The provider's account id (the token's `sub`) of a store user; demo accounts use their username. */
export function accountIdOf(user: { id: number }): string {
  return `u${user.id}`;
}
export function userIdOfAccount(accountId: string): number | undefined {
  const m = /^u(\d{1,15})$/.exec(accountId);
  return m ? Number(m[1]) : undefined;
}

export function toAccount(user: IdpUser): DemoAccount {
  const [given, ...rest] = (user.display_name ?? user.username).split(' ');
  return {
    accountId: accountIdOf(user),
    username: user.username,
    givenName: given,
    familyName: rest.join(' '),
    email: user.email,
    emailVerified: user.email_verified,
    roles: user.roles,
  };
}

export function checkEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (!EMAIL.test(email) || email.length > 254)
    throw new AppError(400, 'Enter a valid email address, like name@example.com.', 'PEOPLE-EMAIL');
  if (RESERVED.has(email.toLowerCase())) throw new AppError(400, 'This name is reserved.', 'PEOPLE-EMAIL');
  return email;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A one-time link's address. With the language its mail was written in, the page it opens speaks
 * that language too (`ui_locales`, as the sign-in page passes it on), whatever the browser says.
 */
export function linkUrl(publicUrl: string, token: string, language?: string | null): string {
  const lang = supportedLanguage(language);
  return `${publicUrl}/oidc/account/link?token=${encodeURIComponent(token)}${lang ? `&ui_locales=${lang}` : ''}`;
}

/**
 * A one-time link that creates the first administrator, or undefined when one exists. Each call
 * replaces the earlier unused set-up links, so only the last one printed works.
 */
export async function createSetupLink(db: Database, publicUrl: string): Promise<string | undefined> {
  if ((await repo.countAdmins(db, ADMIN_ROLE)) > 0) return undefined;
  await repo.deleteUnusedTokens(db, 'setup');
  const token = newToken();
  await repo.insertToken(db, { token, purpose: 'setup', ttlMs: LINK_TTL_MS.setup });
  return linkUrl(publicUrl, token);
}

/** Sign-in with the store: the account, or undefined (wrong login or password, or not yet set). */
export async function signIn(
  db: Database,
  login: string,
  password: string,
): Promise<{ account: DemoAccount } | { disabled: true } | undefined> {
  const user = login ? await repo.findUserByLogin(db, login) : undefined;
  if (!user?.password_hash) {
    await verifyNothing(password);
    return undefined;
  }
  if (!(await verifyPassword(password, user.password_hash))) return undefined;
  // Said only to whoever knows the password.
  if (user.disabled) return { disabled: true };
  return { account: toAccount(user) };
}

/** The account a token or session names, unless disabled (a refresh of a disabled user fails). */
export async function findStoreAccount(db: Database, accountId: string): Promise<DemoAccount | undefined> {
  const id = userIdOfAccount(accountId);
  if (id === undefined) return undefined;
  const user = await repo.findUserById(db, id);
  return user && !user.disabled && user.password_hash ? toAccount(user) : undefined;
}

export async function isStoreAccountDisabled(db: Database, accountId: string): Promise<boolean> {
  const id = userIdOfAccount(accountId);
  if (id === undefined) return false;
  const user = await repo.findUserById(db, id);
  return !user || user.disabled;
}

export interface LinkInfo {
  purpose: IdpTokenPurpose;
  email: string | null;
  /** The setup and signup pages ask for these; invite and reset know them. */
  asksEmail: boolean;
  asksName: boolean;
}

export async function describeLink(db: Database, token: string): Promise<LinkInfo | undefined> {
  const row = await repo.findLiveToken(db, token);
  if (!row || row.purpose === 'notification-email') return undefined;
  const user = row.user_id ? await repo.findUserById(db, row.user_id) : undefined;
  if (row.user_id && (!user || user.disabled)) return undefined;
  return {
    purpose: row.purpose,
    email: user?.email ?? row.email,
    asksEmail: row.purpose === 'setup',
    asksName: row.purpose !== 'reset',
  };
}

export class LinkError extends Error {}

/**
 * Follows a set-up, invitation, reset or sign-up link: sets the password (and for set-up and sign-up
 * creates the person). The link is used up only when everything is accepted; a refused password can
 * be typed again. Following an emailed link proves the address, so email_verified becomes true.
 */
export async function completeLink(
  db: Database,
  token: string,
  form: { password: string; email?: string; displayName?: string },
  providerRole: string,
): Promise<IdpUser> {
  const info = await describeLink(db, token);
  if (!info) throw new LinkError('This link has expired or was already used. Ask for a new one.');
  const email = info.asksEmail ? checkEmail(form.email) : (info.email ?? '');
  const problem = await passwordProblem(form.password, [email.split('@')[0], form.displayName ?? '']);
  if (problem) throw new LinkError(problem);
  const passwordHash = await hashPassword(form.password);
  const displayName = form.displayName?.trim().slice(0, 120) || null;
  return db.transaction().execute(async (trx) => {
    const row = await repo.consumeToken(trx, token);
    if (!row) throw new LinkError('This link has expired or was already used. Ask for a new one.');
    if (row.user_id) {
      const user = await repo.setPasswordFromLink(trx, row.user_id, passwordHash, displayName);
      // A new password ends the sessions started with the old one.
      await repo.deleteProviderState(trx, accountIdOf(user));
      return user;
    }
    const roles = row.purpose === 'setup' ? [ADMIN_ROLE, providerRole] : [];
    if (row.purpose === 'setup' && (await repo.countAdmins(trx, ADMIN_ROLE)) > 0)
      throw new LinkError('An administrator already exists: sign in instead.');
    const user = await repo.insertUser(trx, {
      email,
      roles,
      displayName,
      passwordHash,
      // The set-up link came from the console, not by mail: the administrator's own word for it.
      emailVerified: row.purpose === 'signup',
    });
    if (!user)
      throw new LinkError('Someone with this email address already has an account. Sign in instead.');
    return user;
  });
}

/** Invites someone by email: creates them without a password and mails a one-time link. */
export async function invitePerson(
  db: Database,
  mailer: IdentityMailer,
  publicUrl: string,
  input: { email: string; displayName?: string | null; roles: string[] },
  /** The request's language (the administrator's), for the mail to someone not yet known. */
  language?: string | null,
): Promise<IdpUser> {
  const email = checkEmail(input.email);
  const user = await repo.insertUser(db, {
    email,
    roles: input.roles,
    displayName: input.displayName?.trim() || null,
  });
  if (!user)
    throw new AppError(409, 'Someone with this email address is already in People.', 'PEOPLE-EXISTS');
  await sendInvite(db, mailer, publicUrl, user, language);
  return user;
}

async function sendLink(
  db: Database,
  mailer: IdentityMailer,
  publicUrl: string,
  user: IdpUser,
  purpose: 'invite' | 'reset',
  language: string | null | undefined,
) {
  const mail = await prepareLink(db, publicUrl, user, purpose, language);
  try {
    await mailer(mail);
  } catch (err) {
    throw new AppError(
      502,
      `The email to ${user.email} could not be sent (${(err as Error).message}). Send it again later.`,
      'PEOPLE-MAIL',
    );
  }
}

/**
 * Stores a new link of this kind for the person (their earlier one stops working) and writes its
 * mail in their language (issue 31): the one they chose in the portal, else their browser's as
 * the portal last saw it, else the request's (`language`), else English.
 */
async function prepareLink(
  db: Database,
  publicUrl: string,
  user: IdpUser,
  purpose: 'invite' | 'reset',
  language: string | null | undefined,
) {
  const token = newToken();
  await repo.insertToken(db, { token, purpose, userId: user.id, ttlMs: LINK_TTL_MS[purpose] });
  const known = await repo.findPortalLanguage(db, `${publicUrl}/oidc`, accountIdOf(user));
  const theirs = known.language ?? known.browserLanguage;
  const mail = renderAccountMail(purpose, theirs ?? language, {
    publicUrl,
    // The page follows their own language; the request's (an administrator's) is only a guess
    // for the mail, and their browser knows better when they open the link.
    url: linkUrl(publicUrl, token, theirs),
    hours: LINK_TTL_MS[purpose] / HOUR,
    email: user.email,
  });
  return { to: user.email, ...mail };
}

export function sendInvite(
  db: Database,
  mailer: IdentityMailer,
  publicUrl: string,
  user: IdpUser,
  language?: string | null,
) {
  return sendLink(db, mailer, publicUrl, user, 'invite', language);
}

export async function resendInvite(
  db: Database,
  mailer: IdentityMailer,
  publicUrl: string,
  id: number,
  language?: string | null,
) {
  const user = await mustFind(db, id);
  if (user.password_hash)
    throw new AppError(
      409,
      'This person already set a password: send a password reset instead.',
      'PEOPLE-ACTIVE',
    );
  await sendLink(db, mailer, publicUrl, user, 'invite', language);
  return user;
}

export async function sendReset(
  db: Database,
  mailer: IdentityMailer,
  publicUrl: string,
  id: number,
  language?: string | null,
) {
  const user = await mustFind(db, id);
  if (user.disabled)
    throw new AppError(409, 'Enable this person before resetting their password.', 'PEOPLE-DISABLED');
  await sendLink(db, mailer, publicUrl, user, user.password_hash ? 'reset' : 'invite', language);
  return user;
}

async function mustFind(db: Database, id: number): Promise<IdpUser> {
  const user = await repo.findUserById(db, id);
  if (!user) throw new AppError(404, 'No such person.', 'PEOPLE-NOT-FOUND');
  return user;
}

/**
 * Disables or enables a person. Disabling ends their provider sessions and refresh tokens at once;
 * an access token already issued stops working at the portal's next check (see docs/identity.md).
 */
export async function setDisabled(db: Database, id: number, disabled: boolean, actorAccountId: string) {
  const user = await mustFind(db, id);
  if (disabled && accountIdOf(user) === actorAccountId)
    throw new AppError(409, 'You cannot disable yourself.', 'PEOPLE-SELF');
  return db.transaction().execute(async (trx) => {
    const updated = await repo.updateUser(trx, id, { disabled });
    if (disabled) await repo.deleteProviderState(trx, accountIdOf(user));
    return updated!;
  });
}

export async function setRole(
  db: Database,
  id: number,
  role: string,
  granted: boolean,
  actorAccountId: string,
) {
  const user = await mustFind(db, id);
  if (!granted && role === ADMIN_ROLE && accountIdOf(user) === actorAccountId)
    throw new AppError(409, 'You cannot remove your own administrator role.', 'PEOPLE-SELF');
  const roles = granted ? [...new Set([...user.roles, role])] : user.roles.filter((r) => r !== role);
  return (await repo.updateUser(db, id, { roles }))!;
}

/** Self sign-up: only addresses in the allowed domains; mails a link that proves the address. */
export async function requestSignup(
  db: Database,
  mailer: IdentityMailer,
  publicUrl: string,
  rawEmail: unknown,
  allowedDomains: string[],
  /** The sign-up page's language (Accept-Language): the mail is written in it. */
  language?: string | null,
): Promise<void> {
  const email = checkEmail(rawEmail);
  const domain = email.split('@')[1].toLowerCase();
  if (!allowedDomains.includes(domain))
    throw new AppError(
      403,
      `Sign-up is open only to addresses at ${allowedDomains.join(', ')}. Ask an administrator for an invitation.`,
      'PEOPLE-SIGNUP-DOMAIN',
    );
  // Someone already in People gets nothing new (and the page says the same either way).
  if (await repo.findUserByLogin(db, email)) return;
  const token = newToken();
  await repo.insertToken(db, { token, purpose: 'signup', email, ttlMs: LINK_TTL_MS.signup });
  await mailer({
    to: email,
    ...renderAccountMail('signup', language, {
      publicUrl,
      url: linkUrl(publicUrl, token, language),
      hours: LINK_TTL_MS.signup / HOUR,
    }),
  });
}

export { listUsers } from './repository.ts';

/** A person asks for another reset link within this long of the last one: nothing more is mailed. */
export const FORGOT_RESEND_AFTER_MS = 60_000;

/**
 * "Forgot password?" on the sign-in page. The caller answers the same whatever happens here, so
 * nobody learns whether an address has an account: an enabled person with a password gets a reset
 * link, one still invited a new invitation link, anyone else (unknown, disabled) nothing. The mail
 * is sent after the answer, so the answer does not wait for the SMTP server; `sent` resolves once
 * that is over. At most one link a minute per person.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: IdentityMailer,
  publicUrl: string,
  rawEmail: unknown,
  log: (msg: string, fields: Record<string, unknown>) => void,
  /** The sign-in page's language (Accept-Language), used when the portal knows none for the person. */
  language?: string | null,
): Promise<{ sent: Promise<void> }> {
  const email = checkEmail(rawEmail);
  const user = await repo.findUserByLogin(db, email);
  if (!user || user.disabled) return { sent: Promise.resolve() };
  const purpose = user.password_hash ? 'reset' : 'invite';
  const last = await repo.findLiveUserToken(db, user.id, purpose);
  if (last && Date.now() - new Date(last.created_at).getTime() < FORGOT_RESEND_AFTER_MS)
    return { sent: Promise.resolve() };
  // The link is stored before the answer (so a second request within the minute sees it); only
  // the SMTP exchange, the slow part, happens after it.
  const mail = await prepareLink(db, publicUrl, user, purpose, language);
  const sent = mailer(mail).catch((err: Error) =>
    log('password reset email could not be sent', { userId: user.id, err: err.message }),
  );
  return { sent };
}
