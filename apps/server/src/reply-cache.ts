import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { WeightedLru } from './lib/lru.ts';

/**
 * @fastify/compress as app.ts registers it. Answers up to `syncThreshold` are compressed in one
 * synchronous call rather than through a stream pipeline (the plugin's default on two cores is
 * 8 KiB; above it every answer paid for a Readable, a pipeline and a Transform per request).
 */
export const COMPRESS_OPTIONS = { global: true, threshold: 1024, syncThreshold: 256 * 1024 } as const;

/** What a cached answer replays besides its bytes: the headers the serializer and compression set. */
const REPLAYED_HEADERS = ['content-type', 'content-encoding', 'vary'] as const;

interface CachedReply {
  payload: Buffer;
  headers: [string, string][];
}

/**
 * The bytes of answers that are identical across requests (a search page of one index version
 * with the same flags), as sent: serialized and compressed once, then replayed. Bounded by bytes.
 */
export class ReplyBytesCache {
  private readonly lru: WeightedLru<CachedReply>;
  hits = 0;

  constructor(maxBytes = 8 * 1024 * 1024) {
    this.lru = new WeightedLru(maxBytes);
  }

  get size() {
    return this.lru.size;
  }

  get(key: string) {
    return this.lru.get(key);
  }

  set(key: string, value: CachedReply) {
    this.lru.set(key, value, value.payload.length + key.length + 200);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    replyCapture?: { cache: ReplyBytesCache; key: string };
  }
  interface FastifyContextConfig {
    /** The route may answer from a ReplyBytesCache (see cachedReply). */
    replyCache?: boolean;
  }
}

/**
 * The cached bytes of this answer (headers set on `reply`), or undefined: then the answer the
 * handler returns is stored once serialized and compressed. `key` must determine the body; the
 * request's Accept-Encoding (and X-No-Compression) are added here, since they decide the bytes.
 * Only GET routes with `config: { replyCache: true }` store.
 */
export function cachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReplyBytesCache,
  key: string,
): Buffer | undefined {
  if (request.method !== 'GET') return undefined;
  const full = `${request.headers['accept-encoding'] ?? ''}|${request.headers['x-no-compression'] !== undefined}|${key}`;
  const hit = cache.get(full);
  if (hit) {
    cache.hits++;
    for (const [name, value] of hit.headers) reply.header(name, value);
    return hit.payload;
  }
  request.replyCapture = { cache, key: full };
  return undefined;
}

const capture: onSendHookHandler = (request, reply, payload, done) => {
  const target = request.replyCapture;
  if (!target || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    done(null, payload);
    return;
  }
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const headers: [string, string][] = [];
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  target.cache.set(target.key, { payload: bytes, headers });
  done(null, bytes);
};

/**
 * Registered after @fastify/compress: routes with `config.replyCache` get an onSend hook after the
 * plugin's, so what it stores is the answer as sent (compressed when it was).
 */
export function registerReplyCapture(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!(route.config as { replyCache?: boolean } | undefined)?.replyCache) return;
    const own = route.onSend;
    route.onSend = [...(Array.isArray(own) ? own : own ? [own] : []), capture];
  });
}
