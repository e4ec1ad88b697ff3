/** The people module's interface (the embedded identity provider's user store) to other modules. */
export { type AccountMailKind, renderAccountMail } from './account-mail.ts';
export { type IdentityMailer, identityMailer } from './mailer.ts';
export { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './password.ts';
export {
  consumeNotificationEmailToken,
  dropNotificationEmailTokens,
  inspectNotificationEmailToken,
  issueNotificationEmailToken,
  liveNotificationEmailTokenSince,
  NOTIFICATION_EMAIL_TTL_MS,
} from './portal-links.ts';
export {
  ADMIN_ROLE,
  completeLink,
  createSetupLink,
  describeLink,
  findStoreAccount,
  invitePerson,
  isStoreAccountDisabled,
  LINK_TTL_MS,
  LinkError,
  type LinkInfo,
  requestPasswordReset,
  requestSignup,
  signIn,
} from './service.ts';
