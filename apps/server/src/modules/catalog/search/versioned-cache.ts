/**
 * A small per-process cache whose entries are valid only for one catalogue version and at most
 * `ttlMs` (the TTL bounds staleness if a version bump became visible before its data committed).
 * Loads are shared: concurrent requests for the same key wait on one query.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: string; at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, version: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { version, at: now, value });
    // Oldest first in a Map: drop from the front once full.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
