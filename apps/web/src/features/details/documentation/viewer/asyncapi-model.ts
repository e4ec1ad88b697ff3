import { mergePatch } from '@storefront/contract/merge-patch';
import { type LoadedDoc, overview, schemaDefinitions } from './doc-model.ts';
import type {
  BindingView,
  EventApi,
  EventChannel,
  EventOperationDetail,
  EventSchemeDoc,
  EventServer,
  MessageView,
  OperationSummary,
  SchemaNode,
  SchemeDoc,
} from './model.ts';
import { deref, isObj, schemaNode } from './schema-view.ts';

/**
 * AsyncAPI 2.x and 3.x read into one compact model in the documentation worker, as OpenAPI
 * documents are: the page gets the operation list (in parts), the servers and channels, and asks
 * for one operation or message at a time. The server validated the document with @asyncapi/parser
 * at import and refused external refs, so every $ref here is a pointer into the document itself.
 */

type Obj = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

interface RawOperation {
  summary: OperationSummary;
  /** The operation with its traits merged. */
  op: Obj;
  traits: string[];
  security: string[];
  channel: EventChannel;
  messages: string[];
  reply: { channel: EventChannel | null; location: string; description: string; messages: string[] } | null;
}

interface RawMessage {
  /** The message with its traits merged. */
  message: Obj;
  traits: string[];
  usedBy: MessageView['usedBy'];
}

export interface LoadedEvents {
  ops: RawOperation[];
  messages: Map<string, RawMessage>;
  doc: Obj;
}

export const isAsyncApi = (doc: Obj) => typeof doc.asyncapi === 'string';

const EXAMPLE_MAX = 20_000;

/** A multi-format schema ({ schemaFormat, schema }, 3.x) is read as the schema it wraps. */
function payloadSchema(doc: Obj, payload: unknown): SchemaNode | null {
  if (payload === undefined) return null;
  const wrapped = isObj(payload) && payload.schemaFormat !== undefined && payload.schema !== undefined;
  return schemaNode(doc, wrapped ? payload.schema : payload);
}

function parametersOf(doc: Obj, params: unknown): EventChannel['parameters'] {
  if (!isObj(params)) return [];
  return Object.entries(params).map(([name, raw]) => {
    const p = deref(doc, raw) ?? {};
    // 2.x parameters carry a schema; 3.x ones list enum/default/examples directly.
    const schema = isObj(p.schema)
      ? schemaNode(doc, p.schema)
      : Array.isArray(p.enum) || p.default !== undefined
        ? schemaNode(doc, { type: 'string', enum: p.enum, default: p.default })
        : null;
    return { name, description: text(p.description), schema };
  });
}

/**
 * An operation or message with its traits merged, as the parser merges them at import: in 3.x the
 * object's own fields win over its traits', in 2.x the traits' win (each spec's rule). Values are
 * dereferenced before merging, as the parser works on the dereferenced document.
 */
function withTraits(doc: Obj, obj: Obj, v3: boolean): { merged: Obj; traits: string[] } {
  if (!Array.isArray(obj.traits) || obj.traits.length === 0) return { merged: obj, traits: [] };
  const traits: Obj[] = [];
  const names: string[] = [];
  obj.traits.forEach((raw, i) => {
    const t = deref(doc, raw);
    if (!t) return;
    traits.push(t);
    const ref = isObj(raw) && typeof raw.$ref === 'string' ? lastSegment(raw.$ref) : '';
    names.push(ref || text(t.name) || text(t.title) || `trait ${i + 1}`);
  });
  const merged: Obj = v3 ? {} : { ...obj };
  const at = (v: unknown) => (isObj(v) && typeof v.$ref === 'string' ? (deref(doc, v) ?? v) : v);
  for (const source of v3 ? [...traits, obj] : traits)
    for (const [key, value] of Object.entries(source)) {
      if (value === null) delete merged[key];
      else merged[key] = mergePatch(at(merged[key]), at(value));
    }
  delete merged.traits;
  return { merged, traits: names };
}

const BINDING_FIELDS_MAX = 100;
const JSON_SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** A binding field that is a JSON Schema (Kafka's key and groupId, WebSockets' query…). */
const isSchemaLike = (v: Obj) =>
  typeof v.$ref === 'string' ||
  isObj(v.properties) ||
  Array.isArray(v.enum) ||
  Array.isArray(v.oneOf) ||
  Array.isArray(v.anyOf) ||
  Array.isArray(v.allOf) ||
  (typeof v.type === 'string' && JSON_SCHEMA_TYPES.has(v.type)) ||
  Array.isArray(v.type);

/** Bindings by protocol, their fields flattened to `a.b: value` rows, schemas kept as schemas. */
function bindingsOf(doc: Obj, raw: unknown): BindingView[] {
  const all = deref(doc, raw);
  if (!all) return [];
  return Object.entries(all).flatMap(([protocol, rawBinding]) => {
    const b = deref(doc, rawBinding);
    if (!b || protocol === '$ref') return [];
    const fields: BindingView['fields'] = [];
    const walk = (o: Obj, prefix: string, depth: number) => {
      for (const [key, value] of Object.entries(o)) {
        if (fields.length >= BINDING_FIELDS_MAX) return;
        if (!prefix && key === 'bindingVersion') continue;
        const name = `${prefix}${key}`;
        const v = isObj(value) && typeof value.$ref === 'string' ? (deref(doc, value) ?? value) : value;
        if (isObj(v) && isSchemaLike(v)) fields.push({ name, schema: schemaNode(doc, value) });
        else if (isObj(v) && depth < 4) walk(v, `${name}.`, depth + 1);
        else if (Array.isArray(v))
          fields.push({
            name,
            value: v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', '),
          });
        else fields.push({ name, value: typeof v === 'string' ? v : (JSON.stringify(v) ?? '') });
      }
    };
    walk(b, '', 0);
    return [{ protocol, version: text(b.bindingVersion) || String(b.bindingVersion ?? ''), fields }];
  });
}

const FLOWS = ['clientCredentials', 'authorizationCode', 'implicit', 'password'] as const;

/** A security scheme as the Authentication section explains it (2.x and 3.x fields alike). */
function schemeDoc(name: string, s: Obj): EventSchemeDoc {
  const flows = isObj(s.flows) ? s.flows : null;
  return {
    name,
    type: text(s.type),
    description: text(s.description),
    ...(text(s.in) ? { in: text(s.in) } : {}),
    ...(text(s.name) ? { paramName: text(s.name) } : {}),
    ...(text(s.scheme) ? { scheme: text(s.scheme) } : {}),
    ...(text(s.bearerFormat) ? { bearerFormat: text(s.bearerFormat) } : {}),
    ...(text(s.openIdConnectUrl) ? { openIdConnectUrl: text(s.openIdConnectUrl) } : {}),
    ...(flows
      ? {
          flows: FLOWS.flatMap((flow): NonNullable<SchemeDoc['flows']> => {
            const f = isObj(flows[flow]) ? flows[flow] : null;
            if (!f) return [];
            // 2.x names them scopes, 3.x availableScopes.
            const scopes = isObj(f.availableScopes) ? f.availableScopes : isObj(f.scopes) ? f.scopes : {};
            return [
              {
                flow,
                ...(text(f.authorizationUrl) ? { authorizationUrl: text(f.authorizationUrl) } : {}),
                ...(text(f.tokenUrl) ? { tokenUrl: text(f.tokenUrl) } : {}),
                ...(text(f.refreshUrl) ? { refreshUrl: text(f.refreshUrl) } : {}),
                scopes: Object.entries(scopes).map(([n, d]) => ({ name: n, description: text(d) })),
              },
            ];
          }),
        }
      : {}),
    ...(Array.isArray(s.scopes)
      ? { scopes: s.scopes.filter((x): x is string => typeof x === 'string') }
      : {}),
    servers: [],
    operations: [],
  };
}

/**
 * The document's security schemes, and a reader of `security` lists: 3.x lists scheme objects
 * (usually $refs to components.securitySchemes), 2.x lists requirement maps naming them.
 */
function securityIndex(doc: Obj, v3: boolean) {
  const components = isObj(doc.components) ? doc.components : {};
  const schemes = new Map<string, EventSchemeDoc>();
  const nameOf = new Map<Obj, string>();
  if (isObj(components.securitySchemes))
    for (const [name, raw] of Object.entries(components.securitySchemes)) {
      const s = deref(doc, raw);
      if (!s) continue;
      schemes.set(name, schemeDoc(name, s));
      nameOf.set(s, name);
    }
  /** The scheme names a `security` list requires; inline 3.x schemes are added under `owner`'s name. */
  const read = (list: unknown, owner: string): string[] => {
    if (!Array.isArray(list)) return [];
    const names: string[] = [];
    list.forEach((entry, i) => {
      if (v3) {
        const s = deref(doc, entry);
        if (!s) return;
        let name = nameOf.get(s);
        if (!name) {
          name = `${owner} #${i + 1}`;
          schemes.set(name, schemeDoc(name, s));
          nameOf.set(s, name);
        }
        names.push(name);
      } else if (isObj(entry)) names.push(...Object.keys(entry).filter((n) => schemes.has(n)));
    });
    return [...new Set(names)];
  };
  return { schemes, read };
}

function serversOf(doc: Obj, v3: boolean, security: ReturnType<typeof securityIndex>): EventServer[] {
  if (!isObj(doc.servers)) return [];
  return Object.entries(doc.servers).map(([name, raw]) => {
    const s = deref(doc, raw) ?? {};
    const schemes = security.read(s.security, name);
    for (const n of schemes) security.schemes.get(n)?.servers.push(name);
    return {
      name,
      host: v3 ? `${text(s.host)}${text(s.pathname)}` : text(s.url),
      protocol: text(s.protocol),
      protocolVersion: text(s.protocolVersion),
      description: text(s.description),
      security: schemes,
      bindings: bindingsOf(doc, s.bindings),
    };
  });
}

/** A JSON pointer's last segment, unescaped: the name a $ref gives the thing it points at. */
const lastSegment = (ref: string) => {
  const raw = ref.split('/').pop() ?? ref;
  try {
    return decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return raw;
  }
};

/** Indexes an AsyncAPI document as the viewer's DocIndex plus its event parts. */
export function indexAsyncApi(doc: Obj): LoadedDoc & { events: LoadedEvents; eventApi: EventApi } {
  const version = text(doc.asyncapi);
  const v3 = !version.startsWith('2.');
  const info = isObj(doc.info) ? doc.info : {};
  const messages = new Map<string, RawMessage>();
  const keyOfObject = new Map<Obj, string>();

  /** A message's URL key: its component or channel-message name, else its name/messageId. */
  const addMessage = (raw: unknown, fallback: string): string | null => {
    const message = deref(doc, raw);
    if (!message) return null;
    const known = keyOfObject.get(message);
    if (known) return known;
    const ref = isObj(raw) && typeof raw.$ref === 'string' ? raw.$ref : '';
    const base =
      text(message.messageId) || (ref ? lastSegment(ref) : '') || text(message.name) || fallback || 'message';
    let key = base;
    for (let n = 2; messages.has(key); n++) key = `${base}~${n}`;
    const { merged, traits } = withTraits(doc, message, v3);
    messages.set(key, { message: merged, traits, usedBy: [] });
    keyOfObject.set(message, key);
    return key;
  };
  const components = isObj(doc.components) ? doc.components : {};
  if (isObj(components.messages))
    for (const [name, raw] of Object.entries(components.messages)) addMessage(raw, name);

  const security = securityIndex(doc, v3);
  const channels: EventChannel[] = [];
  const channelOf = new Map<Obj, EventChannel>();
  const rawChannels = isObj(doc.channels) ? doc.channels : {};
  for (const [key, raw] of Object.entries(rawChannels)) {
    const c = deref(doc, raw) ?? {};
    const channel: EventChannel = {
      key,
      // 3.x: address (null: not known until run time); 2.x: the key is the address.
      address: v3 ? text(c.address) || key : key,
      title: text(c.title),
      description: text(c.description),
      parameters: parametersOf(doc, c.parameters),
      operations: [],
      messages: [],
      bindings: bindingsOf(doc, c.bindings),
      ...(v3 && typeof c.address !== 'string' ? { runtimeAddress: true } : {}),
    };
    if (v3 && isObj(c.messages))
      for (const [name, m] of Object.entries(c.messages)) {
        const k = addMessage(m, name);
        if (k) channel.messages.push(k);
      }
    channels.push(channel);
    channelOf.set(c, channel);
  }

  const ops: RawOperation[] = [];
  const push = (
    raw: Obj,
    action: 'SEND' | 'RECEIVE',
    channel: EventChannel,
    id: string,
    msgKeys: string[],
    reply: RawOperation['reply'] = null,
  ) => {
    const { merged: op, traits } = withTraits(doc, raw, v3);
    ops.push({
      op,
      traits,
      security: security.read(op.security, id || `${action} ${channel.address}`),
      channel,
      messages: msgKeys,
      reply,
      summary: {
        id: ops.length,
        key: '',
        method: action,
        path: channel.address,
        summary: text(op.summary) || text(op.title),
        operationId: id,
        tag: channel.address,
        deprecated: false,
      },
    });
  };
  if (v3) {
    const rawOps = isObj(doc.operations) ? doc.operations : {};
    for (const [id, raw] of Object.entries(rawOps)) {
      const op = deref(doc, raw);
      if (!op) continue;
      const channelObj = deref(doc, op.channel);
      const channel = (channelObj && channelOf.get(channelObj)) ?? {
        key: '',
        address: '',
        title: '',
        description: '',
        parameters: [],
        operations: [],
        messages: [],
        bindings: [],
      };
      // No messages listed: the operation carries every message of its channel.
      const messagesOf = (list: unknown, on: EventChannel | null, prefix: string) =>
        Array.isArray(list)
          ? list.map((m, i) => addMessage(m, `${prefix}.${i}`)).filter((k): k is string => k !== null)
          : (on?.messages ?? []);
      const keys = messagesOf(op.messages, channel, id);
      // 3.x request/reply: where the answer comes back, and with which messages.
      const r = deref(doc, op.reply);
      let reply: RawOperation['reply'] = null;
      if (r) {
        const replyObj = deref(doc, r.channel);
        const replyChannel = (replyObj && channelOf.get(replyObj)) ?? null;
        const address = deref(doc, r.address) ?? {};
        reply = {
          channel: replyChannel,
          location: text(address.location),
          description: text(address.description),
          messages: messagesOf(r.messages, replyChannel, `${id}.reply`),
        };
      }
      push(op, op.action === 'send' ? 'SEND' : 'RECEIVE', channel, id, keys, reply);
    }
  } else {
    for (const channel of channels) {
      const c = deref(doc, rawChannels[channel.key]) ?? {};
      // 2.x's publish is what the application receives, subscribe what it sends (3.x's words).
      for (const [verb, action] of [
        ['publish', 'RECEIVE'],
        ['subscribe', 'SEND'],
      ] as const) {
        const op = deref(doc, c[verb]);
        if (!op) continue;
        const m = deref(doc, op.message);
        const variants = m && Array.isArray(m.oneOf) ? m.oneOf : op.message !== undefined ? [op.message] : [];
        const keys = variants
          .map((v, i) => addMessage(v, `${text(op.operationId) || verb}.${i}`))
          .filter((k): k is string => k !== null);
        for (const k of keys) if (!channel.messages.includes(k)) channel.messages.push(k);
        push(op, action, channel, text(op.operationId), keys);
      }
    }
  }

  // Keys as OpenAPI's: the operation id when unique, else `ACTION address` (stable across loads).
  const idCount = new Map<string, number>();
  for (const { summary } of ops)
    if (summary.operationId) idCount.set(summary.operationId, (idCount.get(summary.operationId) ?? 0) + 1);
  const seen = new Set<string>();
  for (const { summary, channel, messages: keys } of ops) {
    let key =
      summary.operationId && idCount.get(summary.operationId) === 1
        ? summary.operationId
        : `${summary.method} ${summary.path}`;
    for (let n = 2; seen.has(key); n++) key = `${summary.method} ${summary.path} ${n}`;
    seen.add(key);
    summary.key = key;
    channel.operations.push(key);
    for (const k of keys)
      messages
        .get(k)
        ?.usedBy.push({ key, action: summary.method as 'SEND' | 'RECEIVE', address: summary.path });
  }
  // Grouped by channel in document order (as OpenAPI's are by tag).
  const channelOrder = new Map(channels.map((c, i) => [c.address, i]));
  const operations = ops
    .map((o) => o.summary)
    .sort((a, b) => (channelOrder.get(a.tag) ?? 0) - (channelOrder.get(b.tag) ?? 0) || a.id - b.id);

  for (const { summary, security: names } of ops)
    for (const n of names) security.schemes.get(n)?.operations.push(summary.key);
  const eventApi: EventApi = {
    specVersion: `AsyncAPI ${version}`,
    servers: serversOf(doc, v3, security),
    channels,
    messages: [...messages.keys()],
    securitySchemes: [],
  };
  eventApi.securitySchemes = [...security.schemes.values()];
  return {
    doc,
    isSwagger2: false,
    locations: [],
    keys: ops.map((o) => o.summary.key),
    events: { ops, messages, doc },
    eventApi,
    index: {
      title: text(info.title) || 'API',
      version: text(info.version),
      description: text(info.description),
      specVersion: eventApi.specVersion,
      // Event servers are brokers, not HTTP bases: Try has no targets here.
      servers: [],
      tags: channels.map((c) => ({ name: c.address, description: c.description })),
      operations,
      ...overview(doc, info),
      externalDocs: overview(isObj(info.externalDocs) ? info : doc, info).externalDocs,
      securitySchemes: [],
      schemas: Object.keys(schemaDefinitions(doc, false)),
      eventApi,
    },
  };
}

function examplesOf(message: Obj): string[] {
  if (!Array.isArray(message.examples)) return [];
  return message.examples.slice(0, 5).flatMap((e) => {
    if (!isObj(e)) return [];
    // 2.x/3.x examples are { headers?, payload?, name?, summary? }.
    const value = e.payload !== undefined ? e.payload : e;
    const json = JSON.stringify(value, null, 2) ?? '';
    return [json.length > EXAMPLE_MAX ? `${json.slice(0, EXAMPLE_MAX)}\n…` : json];
  });
}

export function messageView(events: LoadedEvents, key: string): MessageView {
  const entry = events.messages.get(key);
  if (!entry) throw new Error(`No message ${key}`);
  const { message, usedBy, traits } = entry;
  const defaultType = text(events.doc.defaultContentType);
  return {
    key,
    name: text(message.name) || key,
    title: text(message.title),
    summary: text(message.summary),
    description: text(message.description),
    contentType: text(message.contentType) || defaultType,
    payload: payloadSchema(events.doc, message.payload),
    headers: payloadSchema(events.doc, message.headers),
    examples: examplesOf(message),
    bindings: bindingsOf(events.doc, message.bindings),
    traits,
    usedBy,
  };
}

export function eventOperationDetail(events: LoadedEvents, id: number): EventOperationDetail {
  const raw = events.ops[id];
  if (!raw) throw new Error(`No operation ${id}`);
  const { op, summary, channel } = raw;
  return {
    id,
    key: summary.key,
    action: summary.method as 'SEND' | 'RECEIVE',
    operationId: summary.operationId,
    title: text(op.title),
    summary: text(op.summary),
    description: text(op.description),
    channel,
    messages: raw.messages.map((k) => messageView(events, k)),
    bindings: bindingsOf(events.doc, op.bindings),
    traits: raw.traits,
    security: raw.security,
    reply: raw.reply
      ? {
          channel: raw.reply.channel,
          addressLocation: raw.reply.location,
          addressDescription: raw.reply.description,
          messages: raw.reply.messages.map((k) => messageView(events, k)),
        }
      : null,
  };
}
