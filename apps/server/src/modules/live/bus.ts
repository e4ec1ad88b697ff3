import type { DbHandle } from '../../db/connection.ts';
import type { Unlisten } from '../../db/pg-listener.ts';
import { currentChannel, pruneLiveEvents, type StoredLiveEvent } from './repository.ts';

export type LiveListener = (event: StoredLiveEvent) => void;

const KEEP_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * One instance's fan-out: a single LISTEN on the database (started with the first subscriber) feeds
 * the instance's open event streams. Every instance hears every committed event, so a browser gets
 * events whichever instance it is connected to.
 */
export class LiveBus {
  private readonly listeners = new Map<LiveListener, number>();
  private started: Promise<void> | undefined;
  private unlisten: Unlisten | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly handle: DbHandle) {}

  /** Resolves once the LISTEN is in place, so nothing committed afterwards is missed. */
  async subscribe(userId: number, listener: LiveListener): Promise<() => void> {
    this.listeners.set(listener, userId);
    try {
      await this.start();
    } catch (err) {
      this.listeners.delete(listener);
      throw err;
    }
    return () => this.listeners.delete(listener);
  }

  get size() {
    return this.listeners.size;
  }

  private start() {
    this.started ??= (async () => {
      const channel = await currentChannel(this.handle.db);
      this.unlisten = await this.handle.listen(
        channel,
        (payload) => this.dispatch(payload),
        () => this.broadcast({ id: 0, type: 'resync', userIds: null, data: {} }),
      );
      if (this.closed) await this.unlisten();
      this.prune();
      this.pruneTimer = setInterval(() => this.prune(), PRUNE_EVERY_MS);
      this.pruneTimer.unref();
    })().catch((err) => {
      this.started = undefined;
      throw err;
    });
    return this.started;
  }

  private prune() {
    void pruneLiveEvents(this.handle.db, new Date(Date.now() - KEEP_MS)).catch(() => {});
  }

  private dispatch(payload: string) {
    let event: StoredLiveEvent;
    try {
      event = JSON.parse(payload) as StoredLiveEvent;
    } catch {
      return;
    }
    this.broadcast(event);
  }

  private broadcast(event: StoredLiveEvent) {
    for (const [listener, userId] of this.listeners) {
      if (event.userIds && !event.userIds.includes(userId)) continue;
      try {
        listener(event);
      } catch {
        // One broken stream must not stop the others.
      }
    }
  }

  async close() {
    this.closed = true;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.listeners.clear();
    await this.unlisten?.();
  }
}
