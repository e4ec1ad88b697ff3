import { i18n } from '@lingui/core';
/**
 * Cuts text to at most `max` characters, on a word boundary, with an ellipsis (card 250, list 150;
 * spec section 9). A single word longer than half the room is cut where it is.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  const room = value.slice(0, max);
  const lastSpace = /\s/.test(value[max] ?? '') ? max : room.search(/\s\S*$/);
  const head = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${head.replace(/[\s,;:([{-]+$/u, '')}…`;
}

/** Badge count shown as "99+" above 99 (spec section 9). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Accessible name of a "new announcements" badge. */
export function announcementsLabel(count: number): string {
  return i18n._('news.newAnnouncements', { count });
}
