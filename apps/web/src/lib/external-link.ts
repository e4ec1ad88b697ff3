import { i18n } from '@lingui/core';

/** The link's text: its label, or the spec's default ("Click for more information") in the active language. */
export function linkText(label: string | undefined): string {
  return label?.trim() ? label.trim() : i18n._('news.moreInfo');
}

/**
 * The href of an announcement link: "http://" is prepended when the URL has no scheme; only http(s)
 * URLs become links (null otherwise: shown as text).
 */
export function linkHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
