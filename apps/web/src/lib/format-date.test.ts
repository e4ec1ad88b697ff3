import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isoDate, UNRECOGNISED_DATE } from './format-date.ts';

describe('formatDate', () => {
  it('formats ISO strings, epoch milliseconds and Date objects', () => {
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('Mar 5, 2024');
    expect(formatDate(Date.UTC(2023, 11, 24, 12))).toBe('Dec 24, 2023');
    expect(formatDate(String(Date.UTC(2023, 11, 24, 12)))).toBe('Dec 24, 2023');
    expect(formatDate(new Date(Date.UTC(2022, 0, 2, 12)))).toBe('Jan 2, 2022');
  });

  it('says so for an unparseable date', () => {
    expect(formatDate('not a date')).toBe(UNRECOGNISED_DATE);
    expect(formatDate(Number.NaN)).toBe('Date is not recognised');
    expect(formatDateTime('31/31/2024')).toBe('Date is not recognised');
  });

  it('shows nothing for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('includes the time for timestamps', () => {
    expect(formatDateTime(Date.UTC(2024, 2, 5, 12, 7))).toMatch(/^Mar 5, 2024, \d{1,2}:07 (AM|PM)$/);
  });

  it('gives the ISO form for <time dateTime>, nothing for a missing or unparseable date', () => {
    expect(isoDate('2024-03-05T12:00:00Z')).toBe('2024-03-05T12:00:00.000Z');
    expect(isoDate(Date.UTC(2023, 11, 24, 12))).toBe('2023-12-24T12:00:00.000Z');
    expect(isoDate('not a date')).toBeUndefined();
    expect(isoDate(null)).toBeUndefined();
  });
});

describe('dates in the active language (issue 31)', () => {
  it('follows the active locale and comes back to the US English form', () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('5. März 2024');
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('2024年3月5日');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('Mar 5, 2024');
  });
});
