import type { ErrorObject, ValidateFunction } from 'ajv';
import { sample } from 'openapi-sampler';
import RandExp from 'randexp';
import tokenize, { type Token, type Tokens, types } from 'ret';
import { isObj } from '../pointer.ts';
import type { AjvKind, CompiledDocument } from './compiled-document.ts';
import { linearRegExp } from './linear-regexp.ts';

type Obj = Record<string, unknown>;

/**
 * Repairs a value (an example or a generated sample) against the validator's errors, one error at
 * a time, instead of giving up on the operation: a pattern gets a string generated from it, a
 * format a string of that format, a bound a number inside it, a missing property a sample of its
 * schema, a oneOf a value of one branch, and so on. Work is bounded: at most MAX_STEPS fixes per
 * value and MAX_DEPTH nested repairs (oneOf/anyOf branches).
 */
export const MAX_STEPS = 60;
const MAX_DEPTH = 3;

/** Examples of the formats Ajv checks (ajv-formats' full mode), each valid for it. */
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2024-01-15',
  time: '12:00:00Z',
  'date-time': '2024-01-15T12:00:00Z',
  'iso-time': '12:00:00Z',
  'iso-date-time': '2024-01-15T12:00:00Z',
  duration: 'P1D',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  'uri-template': 'https://example.com/{id}',
  'idn-email': 'user@example.com',
  email: 'user@example.com',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  regex: '.*',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'json-pointer': '/a',
  'relative-json-pointer': '0',
  byte: 'bW9jaw==',
  password: 'pa$$word',
  binary: 'mock',
};
const NUMERIC_FORMATS = new Set(['int32', 'int64', 'float', 'double']);

/** A small deterministic generator (mulberry32): the same document always gets the same answer. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fitsLength = (s: string, schema: Obj) =>
  [...s].length >= (typeof schema.minLength === 'number' ? schema.minLength : 0) &&
  [...s].length <= (typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY);

/** The longest string randexp can generate from the tokens, unbounded repeats counted as `unbounded`. */
function longest(token: Tokens, unbounded: number): number {
  switch (token.type) {
    case types.ROOT:
    case types.GROUP: {
      const sum = (list: Token[]) => list.reduce((n, t) => n + longest(t, unbounded), 0);
      if (token.options) return Math.max(0, ...token.options.map(sum));
      return sum(token.stack ?? []);
    }
    case types.REPETITION:
      return (
        (token.max === Number.POSITIVE_INFINITY ? unbounded : token.max) * longest(token.value, unbounded)
      );
    case types.POSITION:
      return 0;
    case types.REFERENCE:
      return 100;
    default:
      return 1;
  }
}

/** Generation stays small: counted repeats nested in one another can expand to gigabytes. */
const MAX_GENERATED = 10_000;

/** Strings generated from a pattern (randexp, seeded), the first that RE2 and the length bounds accept. */
function fromPattern(pattern: string, schema: Obj): string | undefined {
  let rx: RandExp;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  // Unbounded repeats draw at most this many times (randexp's `max`).
  const unbounded = Math.max(16, Math.min(min, MAX_GENERATED));
  try {
    if (longest(tokenize(pattern), unbounded) > MAX_GENERATED) return undefined;
    rx = new RandExp(pattern);
  } catch {
    return undefined;
  }
  const re = linearRegExp(pattern);
  for (let i = 0; i < 16; i++) {
    const random = seeded(i + 1);
    // The first try takes every repeat's minimum (the shortest string, for maxLength), the second
    // its maximum (for minLength); later ones draw at random, leaning towards short.
    rx.randInt = (a: number, b: number) =>
      i === 0 ? a : i === 1 ? b : a + Math.floor(random() ** 2 * (b - a + 1));
    rx.max = i === 1 || i >= 8 ? unbounded : 4;
    let s: string;
    try {
      s = rx.gen();
    } catch {
      return undefined;
    }
    // An unanchored pattern still matches with filler around its match.
    if ([...s].length < min && !/\$$/.test(pattern)) s += 'a'.repeat(min - [...s].length);
    if (re.test(s) && fitsLength(s, schema)) return s;
  }
  return undefined;
}

/** A string the schema's enum, pattern, format and length bounds accept, as far as one can be made. */
export function stringFor(schema: Obj): string {
  if (Array.isArray(schema.enum)) {
    const s = schema.enum.find((v) => typeof v === 'string');
    if (s !== undefined) return s;
  }
  if (typeof schema.const === 'string') return schema.const;
  if (typeof schema.pattern === 'string') {
    const s = fromPattern(schema.pattern, schema);
    if (s !== undefined) return s;
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format !== undefined && fitsLength(format, schema)) return format;
  let s = 'string';
  if (s.length < min) s += 'x'.repeat(min - s.length);
  if (s.length > max) s = s.slice(0, max);
  return s;
}

/** A number inside the schema's bounds, a multiple of multipleOf, an integer when asked. */
export function numberFor(schema: Obj, integer: boolean): number {
  if (Array.isArray(schema.enum)) {
    const n = schema.enum.find((v) => typeof v === 'number');
    if (n !== undefined) return n;
  }
  if (typeof schema.const === 'number') return schema.const;
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : 0;
  const unit = integer ? 1 : step || 1;
  let lo = Number.NEGATIVE_INFINITY;
  let hi = Number.POSITIVE_INFINITY;
  if (typeof schema.minimum === 'number') lo = schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') lo = Math.max(lo, schema.exclusiveMinimum + unit / 2);
  if (typeof schema.maximum === 'number') hi = schema.maximum;
  if (typeof schema.exclusiveMaximum === 'number') hi = Math.min(hi, schema.exclusiveMaximum - unit / 2);
  let v = lo <= 0 && hi >= 0 ? 0 : Number.isFinite(lo) ? lo : Number.isFinite(hi) ? hi : 0;
  if (integer) v = v === lo ? Math.ceil(v) : v === hi ? Math.floor(v) : Math.round(v);
  if (step) {
    const up = Math.ceil(v / step) * step;
    v = up <= hi ? up : Math.floor(v / step) * step;
    if (integer && !Number.isInteger(v)) v = Math.ceil(v / step) * step;
  }
  return v;
}

const firstType = (t: unknown): string | undefined => {
  const list = Array.isArray(t) ? t : typeof t === 'string' ? t.split(',') : [];
  return (list as string[]).find((x) => x !== 'null') ?? (list as string[])[0];
};

/** The simplest value of a type that the schema's own constraints on that type accept. */
export function simplest(schema: Obj, type = firstType(schema.type)): unknown {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return Array.isArray(schema.enum) && typeof schema.enum[0] === 'boolean' ? schema.enum[0] : true;
    case 'array':
      return [];
    case 'object':
      return {};
    case 'null':
      return null;
    default:
      if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
      if ('const' in schema) return schema.const;
      if (isObj(schema.properties) || Array.isArray(schema.required)) return {};
      if (schema.items !== undefined) return [];
      return 'string';
  }
}

const DOC_PREFIX = 'storefront:document#';

/** Refs as the sampler reads them (local to the document), not as Ajv was given them. */
function forSampler(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSampler);
  if (!isObj(schema)) return schema;
  const out: Obj = {};
  for (const [k, v] of Object.entries(schema))
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith(DOC_PREFIX)
        ? `#${v.slice(DOC_PREFIX.length)}`
        : forSampler(v);
  return out;
}

const unescapeSegment = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

class Repair {
  constructor(
    private readonly doc: CompiledDocument,
    private readonly kind: AjvKind,
    private readonly depth: number,
  ) {}

  /** A sample of a sub-schema (its own constraints are repaired by the next steps). */
  generate(schema: unknown): unknown {
    if (schema === true || schema === undefined) return 'string';
    if (!isObj(schema)) return null;
    try {
      const s = JSON.stringify(schema).includes(DOC_PREFIX) ? forSampler(schema) : schema;
      const v = sample(
        s as object,
        {
          quiet: true,
          maxSampleDepth: 4,
          skipNonRequired: true,
          ...(this.kind === 'response' ? { skipWriteOnly: true } : { skipReadOnly: true }),
        },
        this.doc.doc,
      );
      if (v !== undefined) return v;
    } catch {
      // the sampler cannot make one: the simplest value instead
    }
    return simplest(schema);
  }

  /** The value fixed until the validator accepts it, or undefined. */
  run(validate: ValidateFunction, start: unknown): unknown | undefined {
    const root = { v: structuredClone(start) };
    const seen = new Set<string>();
    for (let step = 0; step < MAX_STEPS; step++) {
      if (validate(root.v)) return root.v;
      const errors = validate.errors ?? [];
      const key = JSON.stringify(root.v) ?? '';
      // A value met before: later errors get their turn (fixes can undo one another).
      const offset = seen.has(key) ? step % Math.max(errors.length, 1) : 0;
      seen.add(key);
      let fixed = false;
      for (let i = 0; i < errors.length && !fixed; i++)
        fixed = this.fix(root, errors[(i + offset) % errors.length]);
      if (!fixed) return undefined;
    }
    return validate(root.v) ? root.v : undefined;
  }

  private fix(root: { v: unknown }, e: ErrorObject): boolean {
    const path = e.instancePath.split('/').slice(1).map(unescapeSegment);
    const parent = (e as ErrorObject & { parentSchema?: unknown }).parentSchema;
    const schema: Obj = isObj(parent) ? parent : {};
    const params = e.params as Obj;
    const at = locate(root, path);
    if (!at) return false;
    const data = at.get();
    switch (e.keyword) {
      case 'type':
        return at.set(simplest(schema, firstType(params.type)));
      case 'format':
        if (typeof schema.format === 'string' && NUMERIC_FORMATS.has(schema.format))
          return at.set(numberFor(schema, schema.format.startsWith('int')));
        return at.set(stringFor(schema));
      case 'pattern':
      case 'minLength':
      case 'maxLength':
        return at.set(stringFor(schema));
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
      case 'multipleOf':
        return at.set(numberFor(schema, schema.type === 'integer' || Number.isInteger(data)));
      case 'enum':
        return (
          Array.isArray(schema.enum) && schema.enum.length > 0 && at.set(structuredClone(schema.enum[0]))
        );
      case 'const':
        return at.set(structuredClone(schema.const));
      case 'required':
      case 'dependentRequired':
      case 'dependencies': {
        const name = params.missingProperty;
        if (!isObj(data) || typeof name !== 'string') return false;
        const props = isObj(schema.properties) ? schema.properties : {};
        data[name] = this.generate(
          props[name] ?? (isObj(schema.additionalProperties) ? schema.additionalProperties : true),
        );
        return true;
      }
      case 'additionalProperties':
      case 'unevaluatedProperties':
      case 'propertyNames': {
        const name = params.additionalProperty ?? params.unevaluatedProperty ?? params.propertyName;
        if (!isObj(data) || typeof name !== 'string' || !(name in data)) return false;
        delete data[name];
        return true;
      }
      case 'minItems':
      case 'contains': {
        if (!Array.isArray(data)) return false;
        const limit = e.keyword === 'contains' ? data.length + 1 : Number(params.limit);
        for (let i = data.length; i < limit && i < 100; i++) {
          const item =
            e.keyword === 'contains'
              ? schema.contains
              : Array.isArray(schema.items)
                ? schema.items[i]
                : (schema.items ?? true);
          data.push(this.generate(item));
        }
        return true;
      }
      case 'maxItems':
        if (!Array.isArray(data)) return false;
        data.length = Number(params.limit);
        return true;
      case 'uniqueItems':
        if (!Array.isArray(data) || typeof params.i !== 'number') return false;
        data.splice(params.i, 1);
        return true;
      case 'minProperties': {
        if (!isObj(data)) return false;
        const props = isObj(schema.properties) ? schema.properties : {};
        const missing = Object.keys(props).find((k) => !(k in data));
        if (missing !== undefined) data[missing] = this.generate(props[missing]);
        else {
          let n = Object.keys(data).length;
          while (`property${n}` in data) n++;
          data[`property${n}`] = this.generate(schema.additionalProperties ?? true);
        }
        return true;
      }
      case 'maxProperties': {
        if (!isObj(data)) return false;
        const required = new Set(Array.isArray(schema.required) ? schema.required : []);
        const extra = Object.keys(data).find((k) => !required.has(k));
        if (extra === undefined) return false;
        delete data[extra];
        return true;
      }
      case 'oneOf':
      case 'anyOf':
        return this.branch(at, schema, e.keyword);
      default:
        return false;
    }
  }

  /** A value of one branch that the whole oneOf/anyOf accepts: the current value repaired, else a new one. */
  private branch(at: Location, schema: Obj, keyword: 'oneOf' | 'anyOf'): boolean {
    const branches = schema[keyword];
    if (!Array.isArray(branches) || this.depth >= MAX_DEPTH) return false;
    const whole = this.doc.schemaValidator(schema, this.kind);
    const inner = new Repair(this.doc, this.kind, this.depth + 1);
    const current = at.get();
    for (const b of branches) {
      if (!isObj(b) && b !== true) continue;
      const validate = this.doc.schemaValidator(isObj(b) ? b : {}, this.kind);
      for (const start of [current, this.generate(b)]) {
        const v = inner.run(validate, start);
        if (v !== undefined && whole(v)) return at.set(v);
      }
    }
    return false;
  }
}

interface Location {
  get(): unknown;
  /** Whether the value changed. */
  set(v: unknown): boolean;
}

function locate(root: { v: unknown }, path: string[]): Location | undefined {
  let container: Obj | unknown[] = root as unknown as Obj;
  let key: string | number = 'v';
  for (const seg of path) {
    const next: unknown = (container as Obj)[key as string];
    if (Array.isArray(next)) key = Number(seg);
    else if (isObj(next)) key = seg;
    else return undefined;
    container = next;
  }
  const c = container as Obj;
  const k = key as string;
  return {
    get: () => c[k],
    set: (v) => {
      if (JSON.stringify(c[k]) === JSON.stringify(v)) return false;
      c[k] = v;
      return true;
    },
  };
}

/**
 * The value repaired against the schema of a validator compiled for `kind`, or undefined when the
 * errors could not all be fixed within the bounds.
 */
export function repairValue(
  doc: CompiledDocument,
  validate: ValidateFunction,
  value: unknown,
  kind: AjvKind,
): unknown | undefined {
  return new Repair(doc, kind, 0).run(validate, value);
}
