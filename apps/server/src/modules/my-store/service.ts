import type { MyStore } from '@storefront/contract/my-store';
import type { Database } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { loadCards } from '../catalog/summary/repository.ts';
import { getReplyNotices } from '../conversations/replies-service.ts';
import { recordUsage } from '../usage/record.ts';
import { findUserById } from '../users/repository.ts';
import {
  addMark,
  itemExists,
  listOpenNotifications,
  listStoreIds,
  listUnreadAnnouncements,
  recordView,
  removeMark,
} from './repository.ts';

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

export async function getMyStore(db: Database, userId: number): Promise<MyStore> {
  const [user, ids, announcements, notifications, replies] = await Promise.all([
    findUserById(db, userId),
    listStoreIds(db, userId),
    listUnreadAnnouncements(db, userId),
    listOpenNotifications(db, userId),
    getReplyNotices(db, userId),
  ]);
  const { recent: recentIds, favourites: favouriteIds } = ids;
  const cards = new Map((await loadCards(db, [...recentIds, ...favouriteIds], userId)).map((c) => [c.id, c]));
  const pick = (ids: string[]) => ids.flatMap((id) => cards.get(id) ?? []);
  return {
    replies,
    announcements: announcements.map((a) => ({
      id: String(a.id),
      title: a.title,
      published: new Date(a.published).toISOString(),
      details: a.details,
      externalLinks: Array.isArray(a.external_links) ? a.external_links : [],
    })),
    recentSummary: pick(recentIds),
    notifications,
    collabLabel: user?.display_name ?? null,
    collabEmail: user?.notification_email ?? null,
    favouritesSummary: pick(favouriteIds),
  };
}
