import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

describe('relativeTime', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it.each([
    [now - 10_000, 'just now'],
    [now + 60_000, 'just now'],
    [now - 60_000, '1 minute ago'],
    [now - 3 * 60_000 - 5_000, '3 minutes ago'],
    [now - 2 * 3600_000, '2 hours ago'],
    [now - 24 * 3600_000, '1 day ago'],
    [now - 8 * 24 * 3600_000, '1 week ago'],
    [now - 40 * 24 * 3600_000, '1 month ago'],
    [now - 800 * 24 * 3600_000, '2 years ago'],
  ])('%s -> %s', (t, text) => {
    expect(relativeTime(t, now)).toBe(text);
  });
});
