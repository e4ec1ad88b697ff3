// The texts are the spec's (section 5 and 8), character for character.
export const PROFILE_MESSAGES = {
  displayNameRequired: 'You must enter a display name',
  emailMismatch: 'The entered email address does not match the conditions set by the Catalog administrator.',
  emailNoLongerMatches:
    'Your email address no longer matches the conditions set by the Catalog administrator.',
  displayNameFailed: 'Your display name could not be updated at this time, please try again',
  emailFailed: 'Your email could not be updated at this time, please try again',
  loadDetailsFailed: 'Sorry, we could not load your details at this time, please try again.',
  loadEmailFailed: 'Sorry, we could not load your email at this time, please try again.',
  success: 'Your details have been successfully updated',
} as const;

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
