import type { CompiledDocument, OperationSpec, SchemaRef } from '../docs/index.ts';
import {
  eventOperationRows,
  eventSecuritySchemes,
  eventServers,
  isEventDocument,
  listEventOperations,
} from './event-views.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Compact, paged views of one API document for agents: an overview, operation rows, one operation
 * with its parameters and schemas cut to a depth (named schemas stay references, described on their
 * own), and schema rows. Nothing here walks the whole document per call except the first listing of
 * a document, which is kept beside the compiled document (GitHub's 13 MB stays on the server).
 */

export interface OperationRow {
  key: string;
  method: string;
  path: string;
  summary: string;
  operationId?: string;
  tags?: string[];
}

export interface SchemaRow {
  name: string;
  type?: string;
  description?: string;
}

interface DocumentIndex {
  operations: OperationRow[];
  byKey: Map<string, OperationSpec>;
  schemas: SchemaRow[];
}

const indexes = new WeakMap<CompiledDocument, DocumentIndex>();

function text(v: unknown, max = 200): string | undefined {
  if (typeof v !== 'string' || v === '') return undefined;
  const flat = v.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function rawOperation(doc: Obj, op: OperationSpec): Obj {
  const paths = isObj(doc.paths) ? doc.paths : {};
  let item = paths[op.path];
  if (isObj(item) && typeof item.$ref === 'string') item = atLocal(doc, item.$ref);
  const raw = isObj(item) ? item[op.method.toLowerCase()] : undefined;
  return isObj(raw) ? raw : {};
}

function atLocal(doc: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const part of pointer.slice(2).split('/')) {
    if (!isObj(node) && !Array.isArray(node)) return undefined;
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Obj)[key];
  }
  return node;
}

/** Where named schemas live: components/schemas (OpenAPI 3) or definitions (Swagger 2). */
function schemaContainer(doc: Obj): { obj: Obj; prefix: string } {
  if (isObj(doc.components) && isObj(doc.components.schemas))
    return { obj: doc.components.schemas, prefix: '#/components/schemas/' };
  if (isObj(doc.definitions)) return { obj: doc.definitions, prefix: '#/definitions/' };
  return { obj: {}, prefix: '#/components/schemas/' };
}

export function documentIndex(compiled: CompiledDocument): DocumentIndex {
  let index = indexes.get(compiled);
  if (index) return index;
  const doc = compiled.doc;
  const operations: OperationRow[] = [];
  const byKey = new Map<string, OperationSpec>();
  // Document order (the compiled list is in matching order), so pages read like the viewer.
  const ordered = [...compiled.built.operations].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const op of ordered) {
    const raw = rawOperation(doc, op);
    byKey.set(op.key, op);
    operations.push({
      key: op.key,
      method: op.method,
      path: op.path,
      summary: text(raw.summary) ?? text(raw.description) ?? '',
      ...(typeof raw.operationId === 'string' ? { operationId: raw.operationId } : {}),
      ...(Array.isArray(raw.tags) ? { tags: raw.tags.filter((t) => typeof t === 'string') } : {}),
    });
  }
  const { obj } = schemaContainer(doc);
  const schemas = Object.entries(obj).map(([name, s]) => ({
    name,
    ...(isObj(s) && typeof s.type === 'string' ? { type: s.type } : {}),
    ...(isObj(s) && text(s.description, 120) ? { description: text(s.description, 120) } : {}),
  }));
  index = { operations, byKey, schemas };
  indexes.set(compiled, index);
  return index;
}

export function overview(compiled: CompiledDocument) {
  const doc = compiled.doc;
  const info = isObj(doc.info) ? doc.info : {};
  const index = documentIndex(compiled);
  if (isEventDocument(doc)) {
    // AsyncAPI: SEND/RECEIVE operations by channel, brokers as servers, its own scheme types.
    const ops = eventOperationRows(compiled);
    const channels = new Map<string, number>();
    for (const op of ops) channels.set(op.channel, (channels.get(op.channel) ?? 0) + 1);
    return {
      title: typeof info.title === 'string' ? info.title : '',
      version: typeof info.version === 'string' ? info.version : '',
      description: text(info.description, 2000) ?? '',
      family: 'asyncapi',
      specVersion: `AsyncAPI ${String(doc.asyncapi)}`,
      operationCount: ops.length,
      schemaCount: index.schemas.length,
      servers: eventServers(doc),
      channels: [...channels].slice(0, 100).map(([name, operations]) => ({ name, operations })),
      security: eventSecuritySchemes(compiled),
    };
  }
  const tags = new Map<string, number>();
  for (const op of index.operations) for (const t of op.tags ?? []) tags.set(t, (tags.get(t) ?? 0) + 1);
  return {
    title: typeof info.title === 'string' ? info.title : '',
    version: typeof info.version === 'string' ? info.version : '',
    description: text(info.description, 2000) ?? '',
    family: compiled.family,
    operationCount: index.operations.length,
    schemaCount: index.schemas.length,
    tags: [...tags].slice(0, 100).map(([name, operations]) => ({ name, operations })),
    security: securitySchemes(doc),
  };
}

/** How the API authenticates: its security schemes, compact. */
export function securitySchemes(doc: Obj) {
  const schemes =
    isObj(doc.components) && isObj(doc.components.securitySchemes)
      ? doc.components.securitySchemes
      : isObj(doc.securityDefinitions)
        ? doc.securityDefinitions
        : {};
  return Object.entries(schemes)
    .filter(([, s]) => isObj(s))
    .map(([name, s]) => {
      const o = s as Obj;
      return {
        name,
        type: schemeType(o),
        ...(typeof o.in === 'string' ? { in: o.in } : {}),
        ...(typeof o.name === 'string' ? { parameter: o.name } : {}),
        ...(typeof o.scheme === 'string' ? { scheme: o.scheme } : {}),
        ...(text(o.description, 300) ? { description: text(o.description, 300) } : {}),
      };
    });
}

/**
 * The compiled document was normalised for Ajv, which drops `type` values JSON Schema does not know
 * (apiKey, http, oauth2): the kind is read back from the fields each kind has.
 */
function schemeType(o: Obj): string {
  if (typeof o.type === 'string' && o.type) return o.type;
  if (isObj(o.flows) || typeof o.flow === 'string') return 'oauth2';
  if (typeof o.openIdConnectUrl === 'string') return 'openIdConnect';
  if (typeof o.scheme === 'string') return 'http';
  if (typeof o.in === 'string' && typeof o.name === 'string') return 'apiKey';
  return 'basic';
}

export function listOperations(
  compiled: CompiledDocument,
  opts: { offset: number; limit: number; filter?: string; tag?: string },
) {
  if (isEventDocument(compiled.doc)) return listEventOperations(compiled, opts);
  const all = documentIndex(compiled).operations;
  const needle = opts.filter?.toLowerCase();
  const matching = all.filter(
    (o) =>
      (!opts.tag || o.tags?.includes(opts.tag)) &&
      (!needle ||
        o.key.toLowerCase().includes(needle) ||
        o.summary.toLowerCase().includes(needle) ||
        o.operationId?.toLowerCase().includes(needle)),
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

export function listSchemas(
  compiled: CompiledDocument,
  opts: { offset: number; limit: number; filter?: string },
) {
  const needle = opts.filter?.toLowerCase();
  const matching = documentIndex(compiled).schemas.filter(
    (s) => !needle || s.name.toLowerCase().includes(needle),
  );
  const page = matching.slice(opts.offset, opts.offset + opts.limit);
  const next = opts.offset + page.length;
  return {
    total: matching.length,
    offset: opts.offset,
    schemas: page,
    nextOffset: next < matching.length ? next : null,
  };
}

/** Finds an operation by its key ("GET /users/{id}"), its operationId, or method and path. */
export function findOperation(compiled: CompiledDocument, ref: string): OperationSpec | undefined {
  const index = documentIndex(compiled);
  const direct = index.byKey.get(ref);
  if (direct) return direct;
  const m = /^(\w+)\s+(\S+)$/.exec(ref.trim());
  if (m) {
    const hit = index.byKey.get(`${m[1].toUpperCase()} ${m[2]}`);
    if (hit) return hit;
  }
  const row = index.operations.find((o) => o.operationId === ref);
  return row ? index.byKey.get(row.key) : undefined;
}

const SCHEMA_KEYS = [
  'type',
  'format',
  'enum',
  'const',
  'default',
  'nullable',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'required',
  'readOnly',
  'writeOnly',
  'deprecated',
  'example',
];

/**
 * A schema cut down for reading: references to named schemas stay `{ $ref: name }` (the agent asks
 * for them by name), inline objects are followed to `depth`, long texts are shortened, and at most
 * `maxProperties` properties are shown per object.
 */
export function compactSchema(doc: Obj, schema: unknown, depth = 3, maxProperties = 40): unknown {
  const seen = new Set<string>();
  const { prefix } = schemaContainer(doc);
  function walk(node: unknown, d: number): unknown {
    if (!isObj(node)) return node;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (ref.startsWith(prefix))
        return { $ref: decodeURIComponent(ref.slice(prefix.length)).replace(/~1/g, '/').replace(/~0/g, '~') };
      if (seen.has(ref) || d <= 0) return { $ref: ref };
      seen.add(ref);
      const target = atLocal(doc, ref);
      const out = walk(target, d);
      seen.delete(ref);
      return out;
    }
    if (d <= 0) return { type: node.type ?? 'object', truncated: true };
    const out: Obj = {};
    const description = text(node.description, 200);
    if (description) out.description = description;
    for (const k of SCHEMA_KEYS) {
      if (node[k] === undefined) continue;
      const v = node[k];
      out[k] =
        k === 'enum' && Array.isArray(v) && v.length > 25
          ? [...v.slice(0, 25), '…']
          : k === 'example'
            ? clip(v)
            : v;
    }
    if (isObj(node.properties)) {
      const entries = Object.entries(node.properties);
      const props: Obj = {};
      for (const [name, p] of entries.slice(0, maxProperties)) props[name] = walk(p, d - 1);
      out.properties = props;
      if (entries.length > maxProperties) out.moreProperties = entries.length - maxProperties;
    }
    if (node.items !== undefined) out.items = walk(node.items, d - 1);
    if (isObj(node.additionalProperties)) out.additionalProperties = walk(node.additionalProperties, d - 1);
    for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (Array.isArray(node[k])) out[k] = (node[k] as unknown[]).slice(0, 20).map((s) => walk(s, d - 1));
    }
    return out;
  }
  return walk(schema, depth);
}

function clip(v: unknown): unknown {
  const s = JSON.stringify(v);
  return s !== undefined && s.length > 300 ? `${s.slice(0, 299)}…` : v;
}

function schemaAt(ref: SchemaRef | null): unknown {
  if (!ref) return undefined;
  return 'pointer' in ref ? { $ref: ref.pointer } : ref.inline;
}

export function describeOperation(compiled: CompiledDocument, op: OperationSpec) {
  const doc = compiled.doc;
  const raw = rawOperation(doc, op);
  const rawResponses = isObj(raw.responses) ? raw.responses : {};
  return {
    key: op.key,
    method: op.method,
    path: op.path,
    ...(typeof raw.operationId === 'string' ? { operationId: raw.operationId } : {}),
    summary: text(raw.summary) ?? '',
    description: text(raw.description, 1500) ?? '',
    ...(raw.deprecated === true ? { deprecated: true } : {}),
    ...(Array.isArray(raw.security) ? { security: raw.security } : {}),
    parameters: op.params.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      schema: compactSchema(doc, schemaAt(p.schema), 2),
    })),
    requestBody: op.body
      ? {
          required: op.body.required,
          content: op.body.media.slice(0, 3).map((m) => ({
            type: m.type,
            schema: compactSchema(doc, schemaAt(m.schema)),
          })),
        }
      : null,
    responses: op.responses.slice(0, 12).map((r) => {
      const rr = rawResponses[r.status];
      const resolved = isObj(rr) && typeof rr.$ref === 'string' ? atLocal(doc, rr.$ref) : rr;
      return {
        status: r.status,
        description: isObj(resolved) ? (text(resolved.description, 300) ?? '') : '',
        content: r.media.slice(0, 2).map((m) => ({
          type: m.type,
          schema: compactSchema(doc, schemaAt(m.schema), 2),
        })),
      };
    }),
  };
}

export function describeSchema(compiled: CompiledDocument, name: string) {
  const doc = compiled.doc;
  const { obj } = schemaContainer(doc);
  if (!Object.hasOwn(obj, name)) return undefined;
  return { name, schema: compactSchema(doc, obj[name], 3) };
}
