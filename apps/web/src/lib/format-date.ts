// The one date formatter of the web: every date shown goes through formatDate or formatDateTime.
import { i18n } from '@lingui/core';
import { intlLocale } from './format-number.ts';

/** Shown for any date the formatter cannot parse (spec section 5), in English; `date.unrecognised`. */
export const UNRECOGNISED_DATE = 'Date is not recognised';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };
const formats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

/** Formatters for the active language (issue 31); English keeps the spec's US form ("Jan 5, 2024"). */
function formatsNow() {
  const locale = intlLocale();
  let found = formats.get(locale);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, DATE),
      dateTime: new Intl.DateTimeFormat(locale, DATE_TIME),
    };
    formats.set(locale, found);
  }
  return found;
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = String(value).trim();
  // Epoch milliseconds sent as a string are dates too.
  const date = /^-?\d{9,}$/.test(text) ? new Date(Number(text)) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The machine-readable form (ISO 8601) for a <time dateTime>; undefined when missing or unparseable. */
export function isoDate(value: DateInput): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return toDate(value)?.toISOString();
}

/** "Jan 5, 2024"; nothing for a missing value; the fixed text for one that cannot be parsed. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? formatsNow().date.format(date) : i18n._('date.unrecognised');
}

/** "Jan 5, 2024, 3:07 PM" (for timestamps such as provider updates). */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? formatsNow().dateTime.format(date) : i18n._('date.unrecognised');
}
