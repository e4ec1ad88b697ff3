import { i18n } from '@lingui/core';

/**
 * The texts are the spec's (section 5 and 8) in English, character for character; other languages
 * come from the profile area's catalogue (issue 31). Getters, so each read is in the active language.
 */
export const PROFILE_MESSAGES = {
  get displayNameRequired() {
    return i18n._('profile.msg.displayNameRequired');
  },
  get emailMismatch() {
    return i18n._('profile.msg.emailMismatch');
  },
  get emailNoLongerMatches() {
    return i18n._('profile.msg.emailNoLongerMatches');
  },
  get displayNameFailed() {
    return i18n._('profile.msg.displayNameFailed');
  },
  get emailFailed() {
    return i18n._('profile.msg.emailFailed');
  },
  get loadDetailsFailed() {
    return i18n._('profile.msg.loadDetailsFailed');
  },
  get loadEmailFailed() {
    return i18n._('profile.msg.loadEmailFailed');
  },
  get success() {
    return i18n._('profile.msg.success');
  },
};

/** The server names a refused address with the spec's English sentence (its error catalogue). */
export const SERVER_EMAIL_MISMATCH =
  'The entered email address does not match the conditions set by the Catalog administrator.';

/** Not in the spec (issue 25): a new notification email waits for the link mailed to it. */
export const PENDING_MESSAGES = {
  get title() {
    return i18n._('profile.pending.title');
  },
  sent: (address: string) => i18n._('profile.pending.sent', { address }),
  until: (confirmed: string | null) =>
    confirmed ? i18n._('profile.pending.until', { address: confirmed }) : i18n._('profile.pending.untilNone'),
  get resend() {
    return i18n._('profile.pending.resend');
  },
  get cancel() {
    return i18n._('profile.pending.cancel');
  },
  resent: (address: string) => i18n._('profile.pending.resent', { address }),
  get failed() {
    return i18n._('profile.pending.failed');
  },
};

/** The administrator's first email pattern, or null when there is none or it is not valid. */
export function emailPattern(patterns: string[] | undefined): RegExp | null {
  const first = patterns?.[0];
  if (!first) return null;
  try {
    return new RegExp(first);
  } catch {
    return null;
  }
}

export function displayNameError(value: string): string | null {
  return value.trim() === '' ? PROFILE_MESSAGES.displayNameRequired : null;
}

/** Empty is allowed (opt-out); otherwise it must match the pattern. */
export function emailError(value: string, pattern: RegExp | null): string | null {
  const v = value.trim();
  if (v === '' || !pattern) return null;
  return pattern.test(v) ? null : PROFILE_MESSAGES.emailMismatch;
}
