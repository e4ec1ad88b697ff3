import { i18n } from '@lingui/core';

/**
 * Every text of Manage Access from the spec (sections 5, 6 and 8): English character for character,
 * other languages from the access area's catalogue (issue 31). Getters, so each read is in the
 * active language.
 */
export const TEXTS = {
  get noEmail() {
    return i18n._('access.noEmail');
  },
  get noEmailAdvice() {
    return i18n._('access.noEmailAdvice');
  },
  get loadFailed() {
    return i18n._('access.loadFailed');
  },
};

export const FAILURES = {
  get update() {
    return i18n._('access.fail.update');
  },
  get create() {
    return i18n._('access.fail.create');
  },
  get addCredentials() {
    return i18n._('access.fail.addCredentials');
  },
  get removeCredentials() {
    return i18n._('access.fail.removeCredentials');
  },
  get removeApp() {
    return i18n._('access.fail.removeApp');
  },
  get removeDeveloper() {
    return i18n._('access.fail.removeDeveloper');
  },
};
export type FailureKind = keyof typeof FAILURES;

export const VALIDATION = {
  get email() {
    return i18n._('access.val.email');
  },
  get firstName() {
    return i18n._('access.val.firstName');
  },
  get lastName() {
    return i18n._('access.val.lastName');
  },
  get username() {
    return i18n._('access.val.username');
  },
  get appName() {
    return i18n._('access.val.appName');
  },
  get newAppName() {
    return i18n._('access.val.newAppName');
  },
  /** Not in the spec: the platforms' rule for application names. */
  get invalidAppName() {
    return i18n._('access.val.invalidAppName');
  },
};

/** The detail the server sends for an account without email (spec section 8): matched, not shown. */
export const NO_EMAIL_DETAIL = 'No associated email address';
