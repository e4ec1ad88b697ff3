/** Every text of Manage Access from the spec (sections 5, 6 and 8), character for character. */
export const NO_EMAIL_TEXT = 'Your account must have an email address set to use this feature.';
export const NO_EMAIL_ADVICE = 'Please contact your administrator for support.';
export const LOAD_FAILED = 'We could not retrieve your details at this time, please try again';

const failed = (what: string) => `We could not ${what} at this time, please try again`;
export const FAILURES = {
  update: failed('update your application'),
  create: failed('create your application'),
  addCredentials: failed('add credentials to your application'),
  removeCredentials: failed('remove your credentials'),
  removeApp: failed('remove your application'),
  removeDeveloper: failed('remove this developer'),
} as const;
export type FailureKind = keyof typeof FAILURES;

export const VALIDATION = {
  email: 'You must enter a valid email.',
  firstName: 'You must enter a first name.',
  lastName: 'You must enter a last name.',
  username: 'You must enter a username.',
  appName: 'You must enter an application name.',
  newAppName: 'You must enter a name for your application.',
} as const;

/** The detail the server sends for an account without email (spec section 8). */
export const NO_EMAIL_DETAIL = 'No associated email address';
