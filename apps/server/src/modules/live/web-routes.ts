import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { LiveEventStream, LiveEventsQuery } from '@storefront/contract/live';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { LiveBus } from './bus.ts';
import { latestEventId, listEventsAfter, type StoredLiveEvent } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveBus;
  }
}

const REPLAY_LIMIT = 500;
const HEARTBEAT_MS = 20_000;
/** Browsers' EventSource retry hint; our fetch-based client applies its own backoff. */
const RETRY_MS = 2_000;

function frame(event: Pick<StoredLiveEvent, 'id' | 'type' | 'data'>): string {
  const body = JSON.stringify({ id: event.id, type: event.type, data: event.data });
  // A resync carries no id: it must not move the client's resume point.
  return `${event.id > 0 ? `id: ${event.id}\n` : ''}event: ${event.type}\ndata: ${body}\n\n`;
}

/**
 * When the bearer token that opened the stream expires (its `exp`; the auth hook verified it), so a
 * stream never outlives the token: the client reconnects with a renewed one.
 */
export function tokenExpiryMs(authorization: string | undefined): number | undefined {
  const payload = authorization?.match(/^Bearer\s+[^.]+\.([^.]+)\./i)?.[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The resume point: the Last-Event-ID header, else ?lastEventId=; 0 when absent or not an id. */
function lastEventIdOf(header: string | string[] | undefined, query: LiveEventsQuery): number {
  const raw = header ?? query.lastEventId;
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * GET /api/web/events: server-sent events for the signed-in user. With Last-Event-ID (header or
 * ?lastEventId=) the stream first replays what the user missed, then continues live; without it, a
 * `ready` event gives the id to resume from.
 */
/** Open streams: all of them (to end on close) and how many each user holds (to cap them). */
interface OpenStreams {
  all: Set<() => void>;
  perUser: Map<number, number>;
}

/** Seconds a refused client is told to wait: about how long a closed tab's stream takes to go. */
const STREAM_RETRY_AFTER_SECONDS = 30;

async function stream(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  open: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  after: number,
) {
  // Media types are case-insensitive (RFC 9110): TEXT/EVENT-STREAM was refused (the fuzzer found it).
  if (
    !String(request.headers.accept ?? '')
      .toLowerCase()
      .includes('text/event-stream')
  ) {
    throw new AppError(406, 'This endpoint streams events: send Accept: text/event-stream.');
  }
  const userId = request.user.id;
  // Each stream holds a socket, a subscription and timers: a cap per user and in total, so one
  // token cannot open thousands (LIVE_STREAMS_PER_USER, LIVE_STREAMS_TOTAL; 0 is no cap).
  const { streamsPerUser, streamsTotal } = app.config.live;
  const mine = open.perUser.get(userId) ?? 0;
  if ((streamsPerUser > 0 && mine >= streamsPerUser) || (streamsTotal > 0 && open.all.size >= streamsTotal)) {
    throw new AppError(
      429,
      mine >= streamsPerUser && streamsPerUser > 0
        ? 'Too many open event streams for this user; close one and try again.'
        : 'Too many open event streams; try again later.',
      'HTTP-429',
      { 'retry-after': String(STREAM_RETRY_AFTER_SECONDS) },
    );
  }
  open.perUser.set(userId, mine + 1);
  let counted = true;
  const uncount = () => {
    if (!counted) return;
    counted = false;
    const n = (open.perUser.get(userId) ?? 1) - 1;
    if (n > 0) open.perUser.set(userId, n);
    else open.perUser.delete(userId);
  };
  const pending: StoredLiveEvent[] = [];
  let replayed = after;
  let live = false;
  const raw = reply.raw;
  const write = (e: StoredLiveEvent) => {
    if (e.id > 0 && e.id <= replayed) return;
    if (e.id > replayed) replayed = e.id;
    raw.write(frame(e));
  };
  // Subscribe before reading the backlog, so nothing falls between the two.
  let unsubscribe: () => void;
  try {
    unsubscribe = await app.live.subscribe(userId, (e) => (live ? write(e) : pending.push(e)));
  } catch (err) {
    uncount();
    throw err;
  }
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const expiresAt = tokenExpiryMs(request.headers.authorization);
  const expiry =
    expiresAt === undefined ? undefined : setTimeout(() => end(), Math.max(0, expiresAt - Date.now()));
  expiry?.unref();
  const end = () => {
    clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
    unsubscribe();
    uncount();
    open.all.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  open.all.add(end);
  request.raw.on('close', end);
  try {
    if (after > 0) {
      for (const e of await listEventsAfter(app.db, after, userId, REPLAY_LIMIT)) write(e);
    } else {
      const id = await latestEventId(app.db);
      replayed = Math.max(replayed, id);
      raw.write(frame({ id, type: 'ready', data: {} }));
    }
  } catch (err) {
    request.log.error({ err }, 'live replay failed');
    end();
    return;
  }
  live = true;
  for (const e of pending.splice(0)) write(e);
}

/** In the OpenAPI document, so the schema fuzzer reaches it (it was hidden). */
const eventsSchema = {
  tags: ['live'],
  querystring: LiveEventsQuery,
  response: {
    200: {
      description: 'Server-sent events: ready, or the missed events and then live ones.',
      content: { 'text/event-stream': { schema: LiveEventStream } },
    },
    406: { ...ErrorBody, description: 'The request does not accept text/event-stream.' },
    429: { ...ErrorBody, description: 'Too many open event streams (per user or in total).' },
  },
};

export const liveWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bus = new LiveBus(app.dbHandle);
  const open: OpenStreams = { all: new Set(), perUser: new Map() };
  app.decorate('live', bus);
  // Open streams would keep close() waiting forever: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open.all]) end();
  });
  app.addHook('onClose', async () => bus.close());
  app.get('/api/web/events', { schema: eventsSchema }, (request, reply) =>
    stream(app, open, request, reply, lastEventIdOf(request.headers['last-event-id'], request.query)),
  );
};
