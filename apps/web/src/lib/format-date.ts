// The one date formatter of the web: every date shown goes through formatDate or formatDateTime.

/** Shown for any date the formatter cannot parse (spec section 5). */
export const UNRECOGNISED_DATE = 'Date is not recognised';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

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
  return date ? dateFormat.format(date) : UNRECOGNISED_DATE;
}

/** "Jan 5, 2024, 3:07 PM" (for timestamps such as provider updates). */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : UNRECOGNISED_DATE;
}
