// Counts, sizes and metric values in the active language (issue 31); English keeps en-US grouping.
import { i18n } from '@lingui/core';

/** The Intl locale of the active language: English reads as en-US, as the spec's texts do. */
export const intlLocale = (): string => (!i18n.locale || i18n.locale === 'en' ? 'en-US' : i18n.locale);

const cache = new Map<string, Intl.NumberFormat>();

/** "1,234" in English, "1.234" in German; options as Intl.NumberFormat's. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const key = `${intlLocale()}|${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(), options);
    cache.set(key, format);
  }
  return format.format(value);
}
