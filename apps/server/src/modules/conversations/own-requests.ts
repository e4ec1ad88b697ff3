import type { Database } from '../../db/connection.ts';
import type { OwnRequest } from './paging.ts';
import * as repo from './repository.ts';

const MAX_ENTRIES = 10_000;

/**
 * A consumer's own requests in a conversation, remembered per database, conversation and user. A
 * user's requests (and their positions) change only when a thread is added, which moves the
 * conversation's comment_count, read fresh on every page: so the count is the cache's version and a
 * hit is never stale, whichever instance wrote.
 */
const caches = new WeakMap<Database, Map<string, { version: number; requests: OwnRequest[] }>>();

export async function ownRequestsOf(
  db: Database,
  conv: { id: number; comment_count: number },
  userId: number,
): Promise<OwnRequest[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${conv.id}:${userId}`;
  const hit = cache.get(key);
  if (hit && hit.version === conv.comment_count) return hit.requests;
  const requests = await repo.listOwnRequests(db, conv.id, userId);
  cache.delete(key);
  cache.set(key, { version: conv.comment_count, requests });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return requests;
}
