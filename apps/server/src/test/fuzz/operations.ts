import fc from 'fast-check';
import { fuzzed, invalidArb, type Resolve, type Schema, validArb } from './schema-arbitraries.ts';

/** One operation of the served OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  path: string;
  params: { in: string; name: string; required: boolean; schema: Schema }[];
  body?: { contentType: string; schema: Schema; required: boolean };
  /** JSON body schema per declared status (undefined: declared without a JSON body). */
  responses: Record<string, Schema | undefined>;
  /** Media types declared per status (empty: no body declared). */
  mediaTypes: Record<string, string[]>;
  /** Response headers declared per status, with their schemas. */
  headers: Record<string, Record<string, Schema>>;
}

/** A path parameter is a literal or a pick from values seen so far (resolved when it is sent). */
export type PathValue = string | { pool: string; n: number };

export interface FuzzRequest {
  op: Operation;
  path: Record<string, PathValue>;
  query: Record<string, string | string[]>;
  /** Header parameters the operation declares (the item documents the mock answers from). */
  headers?: Record<string, string>;
  body?: { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; bytes: Uint8Array };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function operationsOf(doc: { paths: Record<string, Record<string, Schema>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = (op.requestBody as Schema | undefined)?.content as Record<string, Schema> | undefined;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      const responses: Record<string, Schema | undefined> = {};
      const mediaTypes: Record<string, string[]> = {};
      const headers: Record<string, Record<string, Schema>> = {};
      for (const [status, r] of Object.entries((op.responses ?? {}) as Record<string, Schema>)) {
        const rc = r.content as Record<string, Schema> | undefined;
        responses[status] = (rc?.['application/json']?.schema as Schema | undefined) ?? undefined;
        mediaTypes[status] = Object.keys(rc ?? {});
        const declared: Record<string, Schema> = {};
        for (const [name, h] of Object.entries((r.headers ?? {}) as Record<string, Schema>)) {
          declared[name.toLowerCase()] = (h.schema as Schema | undefined) ?? {};
        }
        headers[status] = declared;
      }
      // Parameters of the path item apply to each of its operations unless one redeclares them.
      const own = (op.parameters ?? []) as Operation['params'];
      const shared = ((item as Schema).parameters ?? []) as Operation['params'];
      const params = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      ops.push({
        method: method.toUpperCase(),
        path,
        params: params.map((p) => ({ ...p, required: !!p.required })),
        body:
          contentType && media
            ? {
                contentType,
                schema: (media.schema as Schema) ?? {},
                required: !!(op.requestBody as Schema).required,
              }
            : undefined,
        responses,
        mediaTypes,
        headers,
      });
    }
  }
  return ops;
}

function stringify(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
}

function pathArb(schema: Schema, name: string, resolve: Resolve): fc.Arbitrary<PathValue> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.nat(10_000).map((n) => ({ pool: name, n })) },
    { weight: 2, arbitrary: validArb(schema, resolve).map(stringify) },
    { weight: 1, arbitrary: invalidArb(schema, resolve).map(stringify) },
  );
}

function queryArb(schema: Schema, resolve: Resolve): fc.Arbitrary<string | string[]> {
  return fuzzed(schema, resolve).map((v) => (Array.isArray(v) ? v.map(stringify) : stringify(v)));
}

const rawBodies: fc.Arbitrary<{ kind: 'raw'; contentType: string; bytes: Uint8Array }> = fc.record({
  kind: fc.constant('raw' as const),
  contentType: fc.constantFrom(
    'application/json',
    'application/yaml',
    'text/plain',
    'image/png',
    'image/svg+xml',
    'application/octet-stream',
    'multipart/form-data; boundary=x',
  ),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 200 }),
    fc
      .constantFrom(
        '{"a":',
        '{"__proto__":{"x":1}}',
        '[]',
        'null',
        'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        '\u0000\u0001',
      )
      .map((s) => new TextEncoder().encode(s)),
  ),
});

/** Requests for one operation: its parameters and body drawn from its own schemas. */
export function requestArb(op: Operation, resolve: Resolve): fc.Arbitrary<FuzzRequest> {
  const path: Record<string, fc.Arbitrary<PathValue>> = {};
  const query: Record<string, fc.Arbitrary<string | string[]>> = {};
  const requiredQuery: string[] = [];
  const headers: Record<string, fc.Arbitrary<string>> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = pathArb(p.schema, p.name, resolve);
    // A header carries visible ASCII only (anything else is refused before it is sent).
    if (p.in === 'header') {
      headers[p.name] = queryArb(p.schema, resolve).map((v) =>
        [v]
          .flat()
          .join(',')
          .replace(/[^\x20-\x7e]/g, '')
          .slice(0, 4000),
      );
    }
    if (p.in === 'query') {
      query[p.name] = queryArb(p.schema, resolve);
      if (p.required) requiredQuery.push(p.name);
    }
  }
  const extraQuery = fc.dictionary(fc.constantFrom('x', 'debug', '__proto__', 'pageSize[]'), fc.string(), {
    maxKeys: 1,
  });
  const queryWithOdd = fc
    .tuple(
      fc.record(query, { requiredKeys: [] }),
      fc.oneof({ weight: 8, arbitrary: fc.constant({}) }, extraQuery),
    )
    .map(([q, x]) => ({ ...x, ...q }) as Record<string, string | string[]>);
  const bodyArb: fc.Arbitrary<FuzzRequest['body']> = op.body
    ? op.body.contentType.includes('json')
      ? fc.oneof(
          {
            weight: 12,
            arbitrary: fuzzed(op.body.schema, resolve).map((value) => ({ kind: 'json' as const, value })),
          },
          { weight: 1, arbitrary: rawBodies },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : rawBodies
    : fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, rawBodies);
  return fc.record({
    op: fc.constant(op),
    path: fc.record(path),
    query: queryWithOdd,
    headers: fc.record(headers, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>,
    body: bodyArb,
  });
}

/** Remembers values seen in responses under the names path parameters use, to aim at real rows. */
export class ValuePools {
  private readonly pools = new Map<string, string[]>();
  private readonly seen = new Set<string>();

  /**
   * `scope` is the item id of the request that answered the value: such values are also kept under
   * `name@scope`, so a path that names that item draws keys, orders and ids that belong to it.
   */
  add(name: string, value: unknown, scope?: string) {
    if (scope !== undefined) this.add(`${name}@${scope}`, value);
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const v = String(value);
    if (!v || v.length > 200 || this.seen.has(`${name}\0${v}`)) return;
    this.seen.add(`${name}\0${v}`);
    const pool = this.pools.get(name) ?? [];
    if (pool.length < 200) pool.push(v);
    this.pools.set(name, pool);
  }

  has(name: string): boolean {
    return (this.pools.get(name)?.length ?? 0) > 0;
  }

  pick(name: string, n: number): string {
    const pool = this.pools.get(name);
    if (!pool?.length) return String(n);
    return pool[n % pool.length] as string;
  }

  /** Field names of our responses that carry a value some path parameter takes. */
  static readonly aliases: Record<string, string[]> = {
    id: ['id', 'itemId'],
    itemId: ['itemId', 'id'],
    key: ['key'],
    // A conversation page names its conversation's id `key`.
    convId: ['convId', 'conversationId', 'key'],
    order: ['order'],
    noticeId: ['id', 'noticeId'],
    ticketId: ['id', 'ticketId'],
    requestId: ['id', 'requestId'],
    attachmentId: ['id', 'attachmentId'],
    code: ['code'],
    valueCode: ['code', 'valueCode'],
    name: ['name', 'template'],
    email: ['email'],
  };

  harvest(value: unknown, depth = 0, scope?: string) {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value.slice(0, 50)) this.harvest(v, depth + 1, scope);
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      for (const [param, fields] of Object.entries(ValuePools.aliases)) {
        if (fields.includes(k)) this.add(param, v, scope);
      }
      this.harvest(v, depth + 1, scope);
    }
  }
}

/** The item id a request names (its {id} or {itemId}), as sent. */
export function itemOf(req: FuzzRequest, pools: ValuePools): string | undefined {
  const v = req.path.id ?? req.path.itemId;
  return v === undefined ? undefined : typeof v === 'string' ? v : pools.pick(v.pool, v.n);
}

export function concreteUrl(req: FuzzRequest, pools: ValuePools): string {
  const item = itemOf(req, pools);
  return req.op.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
    const v = req.path[name];
    // After the item, a pick comes from the values that item answered, when there are some.
    const scoped = item !== undefined && name !== 'id' && name !== 'itemId' && pools.has(`${name}@${item}`);
    const pool = (p: string) => (scoped ? `${p}@${item}` : p);
    const s = v === undefined ? '1' : typeof v === 'string' ? v : pools.pick(pool(v.pool), v.n);
    try {
      return encodeURIComponent(s);
    } catch {
      // A lone surrogate has no UTF-8 form: send the bytes a careless client would (invalid UTF-8).
      return `${encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
    }
  });
}
