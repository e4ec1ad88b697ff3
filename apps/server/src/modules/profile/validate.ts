import { DISPLAY_NAME_MAX, EMAIL_MAX, PROFILE_TEXTS } from '@storefront/contract/profile';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BASIC_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** With an administrator's pattern, the pattern decides the domain: `user@localhost` may be allowed. */
const LOCAL_AND_DOMAIN = /^[^@\s]+@[^@\s]+$/;

/** Trimmed display name, or the message saying why it cannot be used. */
export function checkDisplayName(raw: string): { value: string } | { error: string } {
  const value = raw.trim();
  if (value === '') return { error: PROFILE_TEXTS.displayNameRequired };
  if (CONTROL.test(value)) return { error: PROFILE_TEXTS.displayNameControl };
  if ([...value].length > DISPLAY_NAME_MAX) return { error: PROFILE_TEXTS.displayNameTooLong };
  return { value };
}

/** A compiled pattern, or null when the configured text is not a valid regular expression. */
export function compilePattern(pattern: string | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * Empty (or null) opts out; otherwise a plausible address that also matches the administrator's
 * first email pattern. Without a pattern the domain needs a dot; with one, the pattern alone judges
 * the domain (an intranet's `user@mailhost` is the administrator's call).
 */
export function checkNotificationEmail(
  raw: string | null,
  pattern: RegExp | null,
): { value: string | null } | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '') return { value: null };
  const basic = pattern ? LOCAL_AND_DOMAIN : BASIC_EMAIL;
  if (value.length > EMAIL_MAX || CONTROL.test(value) || !basic.test(value)) {
    return { error: PROFILE_TEXTS.emailMismatch };
  }
  if (pattern && !pattern.test(value)) return { error: PROFILE_TEXTS.emailMismatch };
  return { value };
}
