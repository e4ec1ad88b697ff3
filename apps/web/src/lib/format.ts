/** Cuts text to `max` characters with an ellipsis (card 250, list 150; spec section 9). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}…`;
}

/** Badge count shown as "99+" above 99 (spec section 9). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Accessible name of a "new announcements" badge. */
export function announcementsLabel(count: number): string {
  return `${count} new announcement${count === 1 ? '' : 's'}`;
}
