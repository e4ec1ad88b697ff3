import type { FastifyInstance } from 'fastify';
import type { Database, DbHandle } from '../../../db/connection.ts';
import type { Unlisten } from '../../../db/pg-listener.ts';
import { currentSchema, type DetailsState, type StateKey } from './version-repository.ts';

/** Channel of migration 0045's notifications, per schema: 'sf_details_' || current_schema(). */
export const DETAILS_CHANNEL_PREFIX = 'sf_details_';
/** Items whose version is kept (ids unknown to the catalogue included, as null). */
export const MAX_CACHED_ITEMS = 100_000;
/** Users whose flags are kept, and items per user. */
export const MAX_CACHED_USERS = 20_000;
export const MAX_ITEMS_PER_USER = 2_000;

const FAVOURITE = 1;
const WATCHED = 2;

/** Drops the oldest entries (insertion order) until the map holds `max` or fewer. */
function bound<K, V>(map: Map<K, V>, max: number) {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

/**
 * The details state (item version, caller's flags) of recent summary requests, kept while this
 * process hears every change of them: migration 0045 notifies item ids when an item gets a new
 * details version and user ids when a user's favourites or watches change. A notification drops the
 * entries it names; a statement that was running meanwhile does not store its answers (they may
 * predate the change). Not live (no LISTEN), it holds nothing and every request reads the database.
 */
export class DetailsStateCache {
  private readonly versions = new Map<string, string | null>();
  private readonly flags = new Map<string, Map<string, number>>();
  private generation = 0;
  private isLive = false;

  get live() {
    return this.isLive;
  }

  get size() {
    let pairs = 0;
    for (const items of this.flags.values()) pairs += items.size;
    return { items: this.versions.size, users: this.flags.size, pairs };
  }

  /** Turns caching on (the LISTEN is in place) or off (it is not); either way starts empty. */
  setLive(live: boolean) {
    this.isLive = live;
    this.clear();
  }

  clear() {
    this.generation++;
    this.versions.clear();
    this.flags.clear();
  }

  get(itemId: string, userId: number): DetailsState | undefined {
    if (!this.isLive) return undefined;
    const version = this.versions.get(itemId);
    if (version === undefined) return undefined;
    const bits = this.flags.get(String(userId))?.get(itemId);
    if (bits === undefined) return undefined;
    return { version, favourite: (bits & FAVOURITE) !== 0, watched: (bits & WATCHED) !== 0 };
  }

  /** Taken before a statement starts; `store` keeps its answers only if nothing changed since. */
  stamp() {
    return this.generation;
  }

  store(stamp: number, keys: readonly StateKey[], states: readonly DetailsState[]) {
    if (!this.isLive || stamp !== this.generation) return;
    keys.forEach((key, i) => {
      const state = states[i];
      if (!state) return;
      this.versions.delete(key.itemId);
      this.versions.set(key.itemId, state.version);
      const user = String(key.userId);
      let items = this.flags.get(user);
      if (items) this.flags.delete(user);
      else items = new Map();
      this.flags.set(user, items);
      items.delete(key.itemId);
      items.set(key.itemId, (state.favourite ? FAVOURITE : 0) | (state.watched ? WATCHED : 0));
      bound(items, MAX_ITEMS_PER_USER);
    });
    bound(this.versions, MAX_CACHED_ITEMS);
    bound(this.flags, MAX_CACHED_USERS);
  }

  /** The user's favourites and watches among `ids`, or undefined when any pair is not known. */
  flagsOf(userId: number, ids: readonly string[]) {
    if (!this.isLive) return undefined;
    const items = this.flags.get(String(userId));
    if (!items) return undefined;
    const favourites = new Set<string>();
    const watched = new Set<string>();
    for (const id of ids) {
      const bits = items.get(id);
      if (bits === undefined) return undefined;
      if (bits & FAVOURITE) favourites.add(id);
      if (bits & WATCHED) watched.add(id);
    }
    return { favourites, watched };
  }

  /** Flags read for `ids` by a statement started at `stamp` (see `store`). */
  storeFlags(
    stamp: number,
    userId: number,
    ids: readonly string[],
    flags: { favourites: ReadonlySet<string>; watched: ReadonlySet<string> },
  ) {
    if (!this.isLive || stamp !== this.generation) return;
    const user = String(userId);
    const items = this.flags.get(user) ?? new Map<string, number>();
    this.flags.delete(user);
    this.flags.set(user, items);
    for (const id of ids) {
      items.delete(id);
      items.set(id, (flags.favourites.has(id) ? FAVOURITE : 0) | (flags.watched.has(id) ? WATCHED : 0));
    }
    bound(items, MAX_ITEMS_PER_USER);
    bound(this.flags, MAX_CACHED_USERS);
  }

  /** A notification's payload: drops what it names, everything when it cannot be read. */
  apply(payload: string) {
    this.generation++;
    let message: { items?: unknown; users?: unknown; all?: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      message = { all: true };
    }
    const ids = (list: unknown) => (Array.isArray(list) ? list.map(String) : null);
    const items = ids(message.items);
    const users = ids(message.users);
    if (message.all !== undefined || (items === null && users === null)) {
      this.clear();
      return;
    }
    for (const id of items ?? []) this.versions.delete(id);
    for (const id of users ?? []) this.flags.delete(id);
  }

  /**
   * LISTEN for the notifications and turn caching on once in place. PostgreSQL delivers them on
   * another connection, after the writer's commit returns, so a client reading right after its own
   * write could miss it: there the cache stays off and each request reads the database (off this
   * event loop). PGlite delivers them inside the committing statement, before the writer continues.
   */
  async listen(handle: DbHandle): Promise<Unlisten | undefined> {
    if (handle.kind !== 'pglite') return undefined;
    const unlisten = await handle.listen(
      `${DETAILS_CHANNEL_PREFIX}${await currentSchema(handle.db)}`,
      (payload) => this.apply(payload),
      () => this.clear(),
    );
    this.setLive(true);
    return async () => {
      this.setLive(false);
      await unlisten();
    };
  }
}

interface Shared {
  cache: DetailsStateCache;
  holders: number;
  listening?: Promise<Unlisten | undefined>;
}

const shared = new WeakMap<Database, Shared>();

function sharedOf(db: Database): Shared {
  let s = shared.get(db);
  if (!s) {
    s = { cache: new DetailsStateCache(), holders: 0 };
    shared.set(db, s);
  }
  return s;
}

/**
 * The process's state cache for a database, shared by the summary route and the catalogue search's
 * card flags. Live while at least one `holdStateCache` of the database is held.
 */
export function stateCacheOf(db: Database): DetailsStateCache {
  return sharedOf(db).cache;
}

/** Starts (once per database) the LISTEN that keeps `stateCacheOf(handle.db)` live; returns its release. */
export async function holdStateCache(handle: DbHandle): Promise<() => Promise<void>> {
  const s = sharedOf(handle.db);
  s.holders++;
  s.listening ??= s.cache.listen(handle);
  const listening = s.listening;
  try {
    await listening;
  } catch (err) {
    s.holders--;
    if (s.listening === listening) s.listening = undefined;
    throw err;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    s.holders--;
    if (s.holders > 0 || s.listening !== listening) return;
    s.listening = undefined;
    await (await listening)?.();
  };
}

/**
 * Holds the state cache's notifications for an app's life: from onReady (a failed LISTEN is
 * logged, and every request then reads its state from the database: slower, correct) to onClose.
 */
export function holdStateCacheWhileOpen(app: FastifyInstance, without: string) {
  let release: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      release = await holdStateCache(app.dbHandle);
    } catch (err) {
      app.log.warn({ err }, without);
    }
  });
  app.addHook('onClose', async () => {
    await release?.();
  });
}
