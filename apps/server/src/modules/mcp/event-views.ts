import { mergePatch } from '@storefront/contract/merge-patch';
import type { CompiledDocument } from '../docs/index.ts';

/**
 * AsyncAPI 2.x/3.x documents for agents and "Copy for AI": operations are SEND/RECEIVE on channels
 * (AsyncAPI 3's words from the application's view; a 2.x publish is RECEIVE), keyed as the web
 * viewer keys them (the operation id when unique, else `ACTION address`), with their messages'
 * payloads. The compiled document the mock builds has no HTTP operations for them, so these read
 * the document itself; nothing here offers a request, a sample or a call (there is no broker).
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const isEventDocument = (doc: Obj) => typeof doc.asyncapi === 'string';

export const NO_HTTP_FOR_EVENTS =
  'This is an AsyncAPI (event-driven) API: its operations are messages sent or received through a broker, not HTTP requests, so there is no code sample or call for them. Use describe_operation for its channel and message payloads.';

function atLocal(doc: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const part of pointer.slice(2).split('/')) {
    if (!isObj(node) && !Array.isArray(node)) return undefined;
    node = (node as Obj)[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

function deref(doc: Obj, v: unknown): Obj | null {
  let node = v;
  for (let i = 0; i < 20 && isObj(node) && typeof node.$ref === 'string'; i++) node = atLocal(doc, node.$ref);
  return isObj(node) ? node : null;
}

/**
 * An operation or message with its traits merged, as the specification says and the parser (and
 * the web viewer) do: JSON Merge Patch in the traits' order; in 3.x the object's own fields win
 * over its traits', in 2.x the traits' win. `$ref`'d values are read before merging.
 */
export function withTraits(doc: Obj, obj: Obj, v3: boolean): Obj {
  if (!Array.isArray(obj.traits) || obj.traits.length === 0) return obj;
  const traits: Obj[] = obj.traits.flatMap((raw: unknown) => {
    const t = deref(doc, raw);
    return t ? [t] : [];
  });
  const at = (v: unknown) => (isObj(v) && typeof v.$ref === 'string' ? (deref(doc, v) ?? v) : v);
  const merged: Obj = v3 ? {} : { ...obj };
  for (const source of v3 ? [...traits, obj] : traits)
    for (const [key, value] of Object.entries(source)) {
      if (key === 'traits') continue;
      if (value === null) delete merged[key];
      // A field on one side only stays as written (a payload's $ref keeps its schema's name).
      else merged[key] = key in merged ? mergePatch(at(merged[key]), at(value)) : value;
    }
  // Kept as written: the answer names the traits applied.
  merged.traits = obj.traits;
  return merged;
}

export interface EventOperationRow {
  key: string;
  action: 'SEND' | 'RECEIVE';
  channel: string;
  summary: string;
  operationId?: string;
}

interface EventOp {
  row: EventOperationRow;
  op: Obj;
  messages: unknown[];
  reply: Obj | null;
}

const indexes = new WeakMap<CompiledDocument, EventOp[]>();

function eventOps(compiled: CompiledDocument): EventOp[] {
  const hit = indexes.get(compiled);
  if (hit) return hit;
  const doc = compiled.doc;
  const v3 = !str(doc.asyncapi).startsWith('2.');
  const channels = isObj(doc.channels) ? doc.channels : {};
  const ops: (Omit<EventOp, 'row'> & { id: string; action: 'SEND' | 'RECEIVE'; channel: string })[] = [];
  if (v3) {
    const addressOf = (c: Obj | null, fallback: string) => (c ? str(c.address) || fallback : '');
    const keyOf = new Map<Obj, string>();
    for (const [k, raw] of Object.entries(channels)) {
      const c = deref(doc, raw);
      if (c) keyOf.set(c, k);
    }
    for (const [id, raw] of Object.entries(isObj(doc.operations) ? doc.operations : {})) {
      const op = deref(doc, raw);
      if (!op) continue;
      const c = deref(doc, op.channel);
      const listed = Array.isArray(op.messages)
        ? op.messages
        : c && isObj(c.messages)
          ? Object.values(c.messages)
          : [];
      ops.push({
        id,
        op,
        action: op.action === 'send' ? 'SEND' : 'RECEIVE',
        channel: addressOf(c, (c && keyOf.get(c)) ?? ''),
        messages: listed,
        reply: deref(doc, op.reply),
      });
    }
  } else {
    for (const [address, raw] of Object.entries(channels)) {
      const c = deref(doc, raw);
      if (!c) continue;
      for (const [verb, action] of [
        ['publish', 'RECEIVE'],
        ['subscribe', 'SEND'],
      ] as const) {
        const op = deref(doc, c[verb]);
        if (!op) continue;
        const m = deref(doc, op.message);
        const messages = m && Array.isArray(m.oneOf) ? m.oneOf : op.message !== undefined ? [op.message] : [];
        ops.push({ id: str(op.operationId), op, action, channel: address, messages, reply: null });
      }
    }
  }
  const idCount = new Map<string, number>();
  for (const o of ops) if (o.id) idCount.set(o.id, (idCount.get(o.id) ?? 0) + 1);
  const seen = new Set<string>();
  const index = ops.map((raw) => {
    // Channel, messages and reply were read from the operation as written; the rest with its traits.
    const o = { ...raw, op: withTraits(doc, raw.op, v3) };
    let key = o.id && idCount.get(o.id) === 1 ? o.id : `${o.action} ${o.channel}`;
    for (let n = 2; seen.has(key); n++) key = `${o.action} ${o.channel} ${n}`;
    seen.add(key);
    const summary = str(o.op.summary) || str(o.op.title) || str(o.op.description);
    return {
      row: {
        key,
        action: o.action,
        channel: o.channel,
        summary: summary.replace(/\s+/g, ' ').slice(0, 200),
        ...(o.id ? { operationId: o.id } : {}),
      },
      op: o.op,
      messages: o.messages,
      reply: o.reply,
    };
  });
  indexes.set(compiled, index);
  return index;
}

export const eventOperationRows = (compiled: CompiledDocument) => eventOps(compiled).map((o) => o.row);

export function findEventOperation(compiled: CompiledDocument, ref: string) {
  const all = eventOps(compiled);
  return all.find((o) => o.row.key === ref) ?? all.find((o) => o.row.operationId === ref);
}

export function listEventOperations(
  compiled: CompiledDocument,
  opts: { offset: number; limit: number; filter?: string; tag?: string },
) {
  const needle = opts.filter?.toLowerCase();
  // Channels stand where OpenAPI's tags do.
  const matching = eventOperationRows(compiled).filter(
    (o) =>
      (!opts.tag || o.channel === opts.tag) &&
      (!needle ||
        o.key.toLowerCase().includes(needle) ||
        o.channel.toLowerCase().includes(needle) ||
        o.summary.toLowerCase().includes(needle)),
  );
  const page = matching.slice(opts.offset, opts.offset + opts.limit);
  const next = opts.offset + page.length;
  return {
    total: matching.length,
    offset: opts.offset,
    operations: page,
    nextOffset: next < matching.length ? next : null,
  };
}

/** Servers as `name: protocol://host`. */
export function eventServers(doc: Obj): { name: string; protocol: string; host: string }[] {
  if (!isObj(doc.servers)) return [];
  return Object.entries(doc.servers).flatMap(([name, raw]) => {
    const s = deref(doc, raw);
    if (!s) return [];
    return [{ name, protocol: str(s.protocol), host: str(s.host) + str(s.pathname) || str(s.url) }];
  });
}

/** One operation with its messages (payload and headers cut by `compact`) and its reply. */
export function describeEventOperation(
  compiled: CompiledDocument,
  found: NonNullable<ReturnType<typeof findEventOperation>>,
  compact: (schema: unknown) => unknown,
) {
  const doc = compiled.doc;
  const v3 = !str(doc.asyncapi).startsWith('2.');
  const message = (raw: unknown) => {
    const m = withTraits(doc, deref(doc, raw) ?? {}, v3);
    const payload = isObj(m.payload) && m.payload.schemaFormat !== undefined ? m.payload.schema : m.payload;
    return {
      name:
        str(m.name) ||
        str(m.messageId) ||
        (isObj(raw) && typeof raw.$ref === 'string' ? raw.$ref.split('/').pop() : ''),
      ...(str(m.title) ? { title: str(m.title) } : {}),
      ...(str(m.summary) ? { summary: str(m.summary) } : {}),
      contentType: str(m.contentType) || str(doc.defaultContentType),
      ...(payload !== undefined ? { payload: compact(payload) } : {}),
      ...(m.headers !== undefined ? { headers: compact(m.headers) } : {}),
      ...(Array.isArray(m.traits) && m.traits.length ? { traits: refNames(m.traits) } : {}),
    };
  };
  const { row, op, messages, reply } = found;
  const replyChannel = reply ? deref(doc, reply.channel) : null;
  const replyAddress = reply ? deref(doc, reply.address) : null;
  return {
    ...row,
    kind: 'AsyncAPI operation: the application sends or receives these messages through a broker',
    description: str(op.description).slice(0, 1500),
    messages: messages.slice(0, 10).map(message),
    ...(reply
      ? {
          reply: {
            channel: replyChannel ? str(replyChannel.address) || null : null,
            ...(replyAddress ? { addressLocation: str(replyAddress.location) } : {}),
            messages: (Array.isArray(reply.messages)
              ? reply.messages
              : replyChannel && isObj(replyChannel.messages)
                ? Object.values(replyChannel.messages)
                : []
            )
              .slice(0, 10)
              .map(message),
          },
        }
      : {}),
    ...(Array.isArray(op.security) ? { security: schemeNames(op.security) } : {}),
    ...(Array.isArray(op.traits) && op.traits.length ? { traits: refNames(op.traits) } : {}),
  };
}

/** Names of $ref'd components (traits, 3.x security schemes), else `inline`. */
const refNames = (list: unknown[]) =>
  list.map((t) => (isObj(t) && typeof t.$ref === 'string' ? (t.$ref.split('/').pop() ?? '') : 'inline'));

/** 3.x lists scheme objects ($refs), 2.x requirement maps naming them. */
const schemeNames = (list: unknown[]) =>
  list.flatMap((s) =>
    isObj(s) && typeof s.$ref !== 'string' && !('type' in s) ? Object.keys(s) : refNames([s]),
  );

/** The security schemes as written (the compiled document's copy, taken before Ajv's normaliser). */
export function eventSecuritySchemes(compiled: CompiledDocument) {
  return Object.entries(compiled.securitySchemes).flatMap(([name, raw]) => {
    const s = deref(compiled.doc, raw) ?? (isObj(raw) ? raw : null);
    if (!s) return [];
    return [
      {
        name,
        type: str(s.type),
        ...(str(s.in) ? { in: str(s.in) } : {}),
        ...(str(s.name) ? { parameter: str(s.name) } : {}),
        ...(str(s.scheme) ? { scheme: str(s.scheme) } : {}),
        ...(str(s.description) ? { description: str(s.description).replace(/\s+/g, ' ').slice(0, 300) } : {}),
      },
    ];
  });
}
