import type { MyStore } from '@storefront/contract/my-store';
import type { Database } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { loadCardBases, withFlags } from '../catalog/index.ts';
import { replyNoticesOf } from '../conversations/index.ts';
import { recordUsage } from '../usage/index.ts';
import { addMark, itemExists, loadStoreState, recordView, removeMark } from './repository.ts';

export type StoreMark = 'favourites' | 'watch';

const TABLE = { favourites: 'user_favourites', watch: 'user_watches' } as const;
// Only real changes are recorded, so adds minus removes gives the count at any time.
const USAGE = {
  favourites: { on: 'favourite', off: 'unfavourite' },
  watch: { on: 'watch', off: 'unwatch' },
} as const;

async function requireItem(db: Database, itemId: string) {
  if (!(await itemExists(db, itemId))) throw notFound('Catalogue item not found.');
}

/** Favourite or watch on or off; idempotent. */
export async function setMark(
  db: Database,
  userId: number,
  mark: StoreMark,
  itemId: string,
  active: boolean,
) {
  await requireItem(db, itemId);
  await db.transaction().execute(async (trx) => {
    const changed = active
      ? await addMark(trx, TABLE[mark], userId, itemId)
      : await removeMark(trx, TABLE[mark], userId, itemId);
    if (changed) await recordUsage(trx, itemId, USAGE[mark][active ? 'on' : 'off'], userId);
  });
  return { id: itemId, active };
}

export async function addRecentView(db: Database, userId: number, itemId: string) {
  await requireItem(db, itemId);
  await recordView(db, userId, itemId);
  return { id: itemId, active: true };
}

/**
 * Two statements: everything but the cards (loadStoreState), then the cards' caller-independent
 * data (none when both lists are empty); the caller's flags on the cards come with the lists.
 */
export async function getMyStore(db: Database, userId: number): Promise<MyStore> {
  const state = await loadStoreState(db, userId);
  const recentIds = state.recent.map((e) => e.id);
  const favouriteIds = state.favourites.map((e) => e.id);
  const bases = await loadCardBases(db, [...recentIds, ...favouriteIds]);
  const flags = { favourites: new Set<string>(), watched: new Set<string>() };
  for (const e of [...state.recent, ...state.favourites]) {
    if (e.favourite) flags.favourites.add(e.id);
    if (e.watched) flags.watched.add(e.id);
  }
  return {
    replies: replyNoticesOf(state.replies),
    announcements: state.announcements.map((a) => ({
      id: String(a.id),
      title: a.title,
      published: new Date(a.published_ms).toISOString(),
      details: a.details,
      externalLinks: Array.isArray(a.external_links) ? a.external_links : [],
    })),
    recentSummary: withFlags(recentIds, bases, flags),
    notifications: state.notifications,
    collabLabel: state.display_name ?? null,
    collabEmail: state.notification_email ?? null,
    collabEmailPending: state.notification_email_pending ?? null,
    favouritesSummary: withFlags(favouriteIds, bases, flags),
  };
}
