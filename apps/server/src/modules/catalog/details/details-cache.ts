import { createHash } from 'node:crypto';
import { type CompressedHead, compressHead, finishBody } from './encoded-body.ts';

/** 64 MiB: GitHub's 1,223 operations take about 1 MB (JSON, gzip and brotli together). */
export const DETAILS_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** One item's shared details at one version: JSON without the caller's flags, compressed on demand. */
export interface CachedDetails {
  id: string;
  version: string | null;
  /** Content hash, the stem of every ETag of this content. */
  hash: string;
  /** The JSON object without its closing brace, ending in a comma: the flags follow per response. */
  head: Buffer;
  compressed: Partial<Record<CompressedHead['encoding'], Promise<CompressedHead>>>;
  /** Finished compressed bodies by coding and tail key: a few per entry, sent without copying. */
  bodies: Map<string, Buffer>;
  bytes: number;
}

function entryOf(id: string, version: string | null, json: string): CachedDetails {
  if (!json.startsWith('{') || !json.endsWith('}') || json === '{}') {
    throw new Error('details must serialise to a non-empty JSON object');
  }
  const head = Buffer.from(`${json.slice(0, -1)},`);
  const hash = createHash('sha256').update(head).digest('base64url').slice(0, 22);
  return { id, version, hash, head, compressed: {}, bodies: new Map(), bytes: head.length };
}

/**
 * Per-process cache of item details, keyed by item and validated by the database's version of the
 * item (so every instance drops a stale copy at its next request after the write commits). Least
 * recently used entries go first once the JSON and compressed bytes exceed `maxBytes`.
 */
export class DetailsCache {
  private readonly entries = new Map<string, CachedDetails>();
  private readonly building = new Map<string, Promise<CachedDetails | undefined>>();
  private total = 0;

  constructor(readonly maxBytes = DETAILS_CACHE_MAX_BYTES) {}

  get size() {
    return { entries: this.entries.size, bytes: this.total };
  }

  /**
   * The details of `id` at `version`; on a miss `load` serialises them (undefined: no such item).
   * Concurrent misses share one load. A null version (no version row) is never cached.
   */
  async get(
    id: string,
    version: string | null,
    load: () => Promise<string | undefined>,
  ): Promise<CachedDetails | undefined> {
    const hit = this.entries.get(id);
    if (hit && version !== null && hit.version === version) {
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    if (version === null)
      return load().then((json) => (json === undefined ? undefined : entryOf(id, null, json)));
    const key = `${id}\u0000${version}`;
    let pending = this.building.get(key);
    if (!pending) {
      pending = load()
        .then((json) => {
          if (json === undefined) return undefined;
          const entry = entryOf(id, version, json);
          this.store(entry);
          return entry;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** The entry's head compressed in `encoding`, made once and then counted against the bound. */
  compressed(entry: CachedDetails, encoding: CompressedHead['encoding']): Promise<CompressedHead> {
    const known = entry.compressed[encoding];
    if (known) return known;
    const made = compressHead(entry.head, encoding).then(
      (c) => {
        this.grow(entry, c.bytes.length);
        return c;
      },
      (err: unknown) => {
        delete entry.compressed[encoding];
        throw err;
      },
    );
    entry.compressed[encoding] = made;
    return made;
  }

  /**
   * The response body: the compressed head closed by `tail`, kept per coding and `tailKey` (tails
   * are few: the caller's two flags), or head + tail uncompressed, made per response.
   */
  body(entry: CachedDetails, compressed: CompressedHead | null, tailKey: string, tail: Buffer): Buffer {
    if (!compressed) return finishBody(entry.head, null, tail);
    const key = `${compressed.encoding}:${tailKey}`;
    const known = entry.bodies.get(key);
    if (known) return known;
    const made = finishBody(entry.head, compressed, tail);
    entry.bodies.set(key, made);
    this.grow(entry, made.length);
    return made;
  }

  private grow(entry: CachedDetails, bytes: number) {
    entry.bytes += bytes;
    if (this.entries.get(entry.id) !== entry) return;
    this.total += bytes;
    this.evict();
  }

  private store(entry: CachedDetails) {
    const old = this.entries.get(entry.id);
    if (old) {
      this.entries.delete(entry.id);
      this.total -= old.bytes;
    }
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(entry.id, entry);
    this.total += entry.bytes;
    this.evict();
  }

  private evict() {
    for (const [id, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.entries.delete(id);
      this.total -= entry.bytes;
    }
  }
}
