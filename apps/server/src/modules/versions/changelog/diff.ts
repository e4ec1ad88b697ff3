/**
 * The changelog between two OpenAPI documents (OpenAPI 3.0/3.1, Swagger 2.0): operations added,
 * removed and deprecated; parameters, request bodies, responses and schemas changed; each change
 * breaking or not, with a plain-language line. Our own rather than api-smart-diff (see
 * docs/decisions.md, 2026-11-27): that library dereferences every operation, which took 50 s on two
 * GitHub releases, and it classified an added required query parameter as non-breaking.
 *
 * Work stays proportional to what changed: an operation whose own JSON and every schema it reaches
 * are unchanged is skipped by comparing content hashes, and schemas behind a $ref are compared once,
 * under "schemas", instead of again inside every operation that uses them.
 */
import { createHash } from 'node:crypto';

type Obj = Record<string, unknown>;

export type ChangeKind = 'operation' | 'parameter' | 'request-body' | 'response' | 'schema';
export type ChangeAction = 'added' | 'removed' | 'changed' | 'deprecated';

export interface ChangeEntry {
  kind: ChangeKind;
  action: ChangeAction;
  breaking: boolean;
  /** A plain-language line, e.g. "New required query parameter `status`". */
  text: string;
  /** The operation the change belongs to (absent for component schemas). */
  method?: string;
  path?: string;
  operationId?: string;
  /** The component schema the change belongs to. */
  schema?: string;
}

export interface ChangelogSummary {
  breaking: number;
  nonBreaking: number;
  operationsAdded: number;
  operationsRemoved: number;
  operationsDeprecated: number;
  operationsChanged: number;
}

export interface DiffResult {
  summary: ChangelogSummary;
  changes: ChangeEntry[];
  /** True when more changes were found than MAX_CHANGES; the summary still counts them all. */
  truncated: boolean;
}

export const MAX_CHANGES = 5000;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const MAX_SCHEMA_DEPTH = 6;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One document with memoised $ref lookups and closure hashes. */
class Doc {
  private readonly closureMemo = new Map<string, string>();
  private readonly refsMemo = new Map<string, string[]>();
  constructor(readonly root: Obj) {}

  lookup(ref: string): unknown {
    if (!ref.startsWith('#/')) return undefined;
    let v: unknown = this.root;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      v = isObj(v) || Array.isArray(v) ? (v as Obj)[key] : undefined;
    }
    return v;
  }

  /** Follows a chain of local $refs; the name of the last one is returned with the value. */
  resolve(v: unknown): { value: unknown; ref?: string } {
    let ref: string | undefined;
    for (let hops = 0; hops < 32 && isObj(v) && typeof v.$ref === 'string'; hops++) {
      ref = v.$ref;
      v = this.lookup(v.$ref);
    }
    return { value: v, ref };
  }

  private refsIn(ref: string): string[] {
    let found = this.refsMemo.get(ref);
    if (!found) {
      found = [...collectRefs(this.lookup(ref), new Set())];
      this.refsMemo.set(ref, found);
    }
    return found;
  }

  /** A hash of a value and of everything its $refs reach, transitively. */
  closureHash(value: unknown): string {
    const seen = new Set<string>();
    const stack = [...collectRefs(value, new Set())];
    while (stack.length) {
      const r = stack.pop()!;
      if (seen.has(r)) continue;
      seen.add(r);
      stack.push(...this.refsIn(r));
    }
    const h = createHash('sha1').update(JSON.stringify(value) ?? '');
    for (const r of [...seen].sort()) h.update(`\0${r}\0`).update(this.refText(r));
    return h.digest('hex');
  }

  private refText(ref: string): string {
    let t = this.closureMemo.get(ref);
    if (t === undefined) {
      t = JSON.stringify(this.lookup(ref)) ?? '';
      this.closureMemo.set(ref, t);
    }
    return t;
  }
}

function collectRefs(v: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(v)) for (const x of v) collectRefs(x, out);
  else if (isObj(v)) {
    for (const k in v) {
      if (k === '$ref' && typeof v[k] === 'string') out.add(v[k] as string);
      else collectRefs(v[k], out);
    }
  }
  return out;
}

interface Op {
  method: string;
  path: string;
  value: Obj;
  pathParams: unknown;
}

function operationsOf(doc: Doc): Map<string, Op> {
  const ops = new Map<string, Op>();
  const paths = doc.root.paths;
  if (!isObj(paths)) return ops;
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = doc.resolve(rawItem).value;
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const value = item[method];
      if (isObj(value)) ops.set(`${method} ${path}`, { method, path, value, pathParams: item.parameters });
    }
  }
  return ops;
}

type Direction = 'request' | 'response' | 'both';

class Collector {
  readonly changes: ChangeEntry[] = [];
  readonly summary: ChangelogSummary = {
    breaking: 0,
    nonBreaking: 0,
    operationsAdded: 0,
    operationsRemoved: 0,
    operationsDeprecated: 0,
    operationsChanged: 0,
  };
  truncated = false;

  add(entry: ChangeEntry) {
    if (entry.breaking) this.summary.breaking++;
    else this.summary.nonBreaking++;
    if (this.changes.length < MAX_CHANGES) this.changes.push(entry);
    else this.truncated = true;
  }
}

/** Computes the changelog from `before` to `after` (parsed documents). */
export function diffDocuments(before: Obj, after: Obj): DiffResult {
  const a = new Doc(before);
  const b = new Doc(after);
  const out = new Collector();
  const opsA = operationsOf(a);
  const opsB = operationsOf(b);

  for (const [key, op] of opsB) {
    if (opsA.has(key)) continue;
    out.summary.operationsAdded++;
    out.add({ ...where(op), kind: 'operation', action: 'added', breaking: false, text: 'Operation added' });
  }
  for (const [key, op] of opsA) {
    const next = opsB.get(key);
    if (!next) {
      out.summary.operationsRemoved++;
      out.add({
        ...where(op),
        kind: 'operation',
        action: 'removed',
        breaking: true,
        text: 'Operation removed',
      });
      continue;
    }
    if (a.closureHash([op.value, op.pathParams]) === b.closureHash([next.value, next.pathParams])) continue;
    const before = out.summary.breaking + out.summary.nonBreaking;
    compareOperation(a, b, op, next, out);
    if (out.summary.breaking + out.summary.nonBreaking > before) out.summary.operationsChanged++;
  }
  compareComponentSchemas(a, b, out);
  return { summary: out.summary, changes: out.changes, truncated: out.truncated };
}

function where(op: Op) {
  const operationId = typeof op.value.operationId === 'string' ? op.value.operationId : undefined;
  return { method: op.method.toUpperCase(), path: op.path, ...(operationId && { operationId }) };
}

function paramsOf(doc: Doc, op: Op): Map<string, Obj> {
  const params = new Map<string, Obj>();
  // Operation-level parameters override path-level ones with the same name and location.
  for (const list of [op.pathParams, op.value.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = doc.resolve(raw).value;
      if (isObj(p) && typeof p.name === 'string' && typeof p.in === 'string')
        params.set(`${p.in}:${p.name}`, p);
    }
  }
  return params;
}

function compareOperation(a: Doc, b: Doc, opA: Op, opB: Op, out: Collector) {
  const at = where(opB);
  const add = (kind: ChangeKind, action: ChangeAction, breaking: boolean, text: string) =>
    out.add({ ...at, kind, action, breaking, text });

  if (opB.value.deprecated === true && opA.value.deprecated !== true) {
    out.summary.operationsDeprecated++;
    add('operation', 'deprecated', false, 'Operation deprecated');
  }

  const pa = paramsOf(a, opA);
  const pb = paramsOf(b, opB);
  for (const [key, p] of pb) {
    const old = pa.get(key);
    const label = p.in === 'body' ? 'body parameter' : `${String(p.in)} parameter \`${String(p.name)}\``;
    if (!old) {
      if (p.required === true) add('parameter', 'added', true, `New required ${label}`);
      else add('parameter', 'added', false, `New optional ${label}`);
      continue;
    }
    if (p.required === true && old.required !== true)
      add('parameter', 'changed', true, `The ${label} is now required`);
    if (p.required !== true && old.required === true)
      add('parameter', 'changed', false, `The ${label} is now optional`);
    if (old.deprecated !== true && p.deprecated === true)
      add('parameter', 'deprecated', false, `The ${label} is deprecated`);
    // Swagger 2.0 keeps the schema on the parameter itself unless it is a body parameter.
    const sa = old.schema ?? (old.in === 'body' ? undefined : old);
    const sb = p.schema ?? (p.in === 'body' ? undefined : p);
    compareSchema(a, b, sa, sb, 'request', `the ${label}`, 0, (action, breaking, text) =>
      add('parameter', action, breaking, text),
    );
  }
  for (const [key, p] of pa) {
    if (pb.has(key)) continue;
    const label = p.in === 'body' ? 'body parameter' : `${String(p.in)} parameter \`${String(p.name)}\``;
    add('parameter', 'removed', true, `Removed ${label}`);
  }

  compareRequestBody(a, b, opA, opB, (action, breaking, text) => add('request-body', action, breaking, text));
  compareResponses(a, b, opA, opB, (action, breaking, text) => add('response', action, breaking, text));
}

type Emit = (action: ChangeAction, breaking: boolean, text: string) => void;

function compareRequestBody(a: Doc, b: Doc, opA: Op, opB: Op, emit: Emit) {
  const ra = a.resolve(opA.value.requestBody).value;
  const rb = b.resolve(opB.value.requestBody).value;
  if (!isObj(ra) && !isObj(rb)) return;
  if (!isObj(ra) && isObj(rb)) {
    emit(
      'added',
      rb.required === true,
      rb.required === true ? 'New required request body' : 'New optional request body',
    );
    return;
  }
  if (isObj(ra) && !isObj(rb)) {
    emit('removed', true, 'Request body removed');
    return;
  }
  const x = ra as Obj;
  const y = rb as Obj;
  if (y.required === true && x.required !== true) emit('changed', true, 'The request body is now required');
  if (y.required !== true && x.required === true) emit('changed', false, 'The request body is now optional');
  compareMedia(a, b, x.content, y.content, 'request', 'the request body', emit);
}

function compareMedia(a: Doc, b: Doc, ca: unknown, cb: unknown, dir: Direction, what: string, emit: Emit) {
  const ma = isObj(ca) ? ca : {};
  const mb = isObj(cb) ? cb : {};
  for (const type of Object.keys(mb)) {
    if (!(type in ma))
      emit('added', false, `${capital(what)} ${dir === 'response' ? 'can come as' : 'accepts'} \`${type}\``);
  }
  for (const type of Object.keys(ma)) {
    if (!(type in mb)) {
      emit(
        'removed',
        true,
        `${capital(what)} no longer ${dir === 'response' ? 'comes as' : 'accepts'} \`${type}\``,
      );
      continue;
    }
    const sa = isObj(ma[type]) ? (ma[type] as Obj).schema : undefined;
    const sb = isObj(mb[type]) ? (mb[type] as Obj).schema : undefined;
    compareSchema(a, b, sa, sb, dir, what, 0, emit);
  }
}

function compareResponses(a: Doc, b: Doc, opA: Op, opB: Op, emit: Emit) {
  const ra = isObj(opA.value.responses) ? opA.value.responses : {};
  const rb = isObj(opB.value.responses) ? opB.value.responses : {};
  for (const code of Object.keys(rb)) {
    if (!(code in ra)) emit('added', false, `New response ${code}`);
  }
  for (const code of Object.keys(ra)) {
    if (!(code in rb)) {
      emit('removed', code.startsWith('2'), `Response ${code} removed`);
      continue;
    }
    const x = a.resolve(ra[code]).value;
    const y = b.resolve(rb[code]).value;
    if (!isObj(x) || !isObj(y)) continue;
    if ('content' in x || 'content' in y)
      compareMedia(a, b, x.content, y.content, 'response', `response ${code}`, emit);
    else compareSchema(a, b, x.schema, y.schema, 'response', `response ${code}`, 0, emit);
  }
}

function compareComponentSchemas(a: Doc, b: Doc, out: Collector) {
  const sa = componentSchemas(a.root);
  const sb = componentSchemas(b.root);
  for (const name of Object.keys(sb)) {
    if (!(name in sa))
      out.add({
        kind: 'schema',
        action: 'added',
        breaking: false,
        text: `Schema \`${name}\` added`,
        schema: name,
      });
  }
  for (const name of Object.keys(sa)) {
    if (!(name in sb)) {
      out.add({
        kind: 'schema',
        action: 'removed',
        breaking: false,
        text: `Schema \`${name}\` removed`,
        schema: name,
      });
      continue;
    }
    if (JSON.stringify(sa[name]) === JSON.stringify(sb[name])) continue;
    compareSchema(a, b, sa[name], sb[name], 'both', `schema \`${name}\``, 0, (action, breaking, text) =>
      out.add({ kind: 'schema', action, breaking, text, schema: name }),
    );
  }
}

function componentSchemas(root: Obj): Obj {
  const c = isObj(root.components) ? root.components.schemas : root.definitions;
  return isObj(c) ? c : {};
}

const typeOf = (s: Obj): string | undefined => {
  const t = s.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return [...t].sort().join('|');
  return undefined;
};

/**
 * Compares two schemas in one place. Schemas behind the same $ref on both sides are not entered:
 * the component comparison reports them once. Request direction: newly required properties and
 * removed enum values break callers; response direction: removed properties and added enum values do.
 */
function compareSchema(
  a: Doc,
  b: Doc,
  rawA: unknown,
  rawB: unknown,
  dir: Direction,
  what: string,
  depth: number,
  emit: Emit,
) {
  if (rawA === undefined && rawB === undefined) return;
  const ra = a.resolve(rawA);
  const rb = b.resolve(rawB);
  if (ra.ref && rb.ref) {
    if (ra.ref === rb.ref && depth > 0) return;
    if (ra.ref !== rb.ref && refName(ra.ref) !== refName(rb.ref)) {
      emit(
        'changed',
        true,
        `${capital(what)} is now \`${refName(rb.ref)}\` instead of \`${refName(ra.ref)}\``,
      );
      return;
    }
    if (ra.ref === rb.ref && depth === 0 && isComponentRef(ra.ref)) return;
  }
  const x = ra.value;
  const y = rb.value;
  if (!isObj(x) || !isObj(y)) {
    if (isObj(x) !== isObj(y)) emit('changed', true, `The schema of ${what} changed`);
    return;
  }
  const breaksRequest = dir !== 'response';
  const breaksResponse = dir !== 'request';
  const tx = typeOf(x);
  const ty = typeOf(y);
  if (tx !== ty && tx !== undefined && ty !== undefined) {
    emit('changed', true, `${capital(what)} changed type from \`${tx}\` to \`${ty}\``);
    return;
  }
  if (Array.isArray(x.enum) || Array.isArray(y.enum)) {
    const ea = new Set((Array.isArray(x.enum) ? x.enum : []).map((v) => JSON.stringify(v)));
    const eb = new Set((Array.isArray(y.enum) ? y.enum : []).map((v) => JSON.stringify(v)));
    const removed = [...ea].filter((v) => !eb.has(v));
    const added = [...eb].filter((v) => !ea.has(v));
    if (removed.length && ea.size && eb.size)
      emit('changed', breaksRequest, `${capital(what)} no longer allows ${removed.slice(0, 5).join(', ')}`);
    if (added.length && ea.size && eb.size)
      emit('changed', breaksResponse, `${capital(what)} now allows ${added.slice(0, 5).join(', ')}`);
  }
  if (y.deprecated === true && x.deprecated !== true)
    emit('deprecated', false, `${capital(what)} is deprecated`);
  if (depth >= MAX_SCHEMA_DEPTH) return;

  const px = isObj(x.properties) ? x.properties : {};
  const py = isObj(y.properties) ? y.properties : {};
  const reqX = new Set(Array.isArray(x.required) ? (x.required as string[]) : []);
  const reqY = new Set(Array.isArray(y.required) ? (y.required as string[]) : []);
  for (const name of Object.keys(py)) {
    if (name in px) continue;
    const required = reqY.has(name);
    emit(
      'added',
      required && breaksRequest,
      `${required ? 'New required' : 'New'} property \`${name}\` in ${what}`,
    );
  }
  for (const name of Object.keys(px)) {
    if (!(name in py)) {
      emit('removed', breaksResponse, `Property \`${name}\` removed from ${what}`);
      continue;
    }
    if (reqY.has(name) && !reqX.has(name))
      emit('changed', breaksRequest, `Property \`${name}\` in ${what} is now required`);
    if (!reqY.has(name) && reqX.has(name))
      emit('changed', breaksResponse, `Property \`${name}\` in ${what} is now optional`);
    compareSchema(a, b, px[name], py[name], dir, `property \`${name}\` in ${what}`, depth + 1, emit);
  }
  if (x.items !== undefined || y.items !== undefined)
    compareSchema(a, b, x.items, y.items, dir, `the items of ${what}`, depth + 1, emit);
}

const refName = (ref: string) => decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1));
const isComponentRef = (ref: string) => /^#\/(components\/schemas|definitions)\//.test(ref);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
