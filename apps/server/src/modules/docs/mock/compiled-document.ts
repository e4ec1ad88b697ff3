import { Ajv, type ValidateFunction } from 'ajv';

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { type BuiltOperations, buildOperations, type SchemaRef } from '../operations.ts';
import { type SpecFamily, specFamily } from '../parse.ts';
import { atPointer } from '../pointer.ts';
import { normaliseForAjv } from '../schema-normalise.ts';
import { linearRegExp, patternsSafeToExpand } from './linear-regexp.ts';

type Obj = Record<string, unknown>;
// ajv-formats is CommonJS with a default export.
const addFormats =
  (addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport;

const DOC_ID = 'storefront:document';

/** Responses: the first error is enough. Requests: every error, parameters coerced from strings. */
export type AjvKind = 'response' | 'body' | 'params';

function makeAjv(family: SpecFamily, kind: AjvKind, doc: Obj) {
  const coerce = kind === 'params';
  const options = {
    strict: false,
    allErrors: kind !== 'response',
    logger: false as const,
    validateSchema: false,
    // Errors carry their schema and data, which the repair of samples reads (repair.ts).
    verbose: true,
    coerceTypes: coerce ? ('array' as const) : false,
    // A schema id inside a document must not clash with ours or with another document's.
    addUsedSchema: false,
    code: { optimize: false, regExp: linearRegExp },
    inlineRefs: false,
  };
  const ajv = family === 'openapi31' ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  // Ajv compares object items pairwise (quadratic): a consumer's array of large, nearly equal objects
  // held the event loop. Items are compared by a canonical text instead, in one pass.
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword({
    keyword: 'uniqueItems',
    type: 'array',
    schemaType: 'boolean',
    errors: true,
    validate: function unique(schema: boolean, data: unknown[]) {
      if (!schema) return true;
      const seen = new Map<string, number>();
      for (let i = 0; i < data.length; i++) {
        const key = canonical(data[i]);
        const j = seen.get(key);
        if (j !== undefined) {
          (unique as unknown as { errors: unknown[] }).errors = [
            {
              keyword: 'uniqueItems',
              message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
              params: { i, j },
            },
          ];
          return false;
        }
        seen.set(key, i);
      }
      return true;
    },
  });
  if (kind !== 'params') requiredIgnoring(ajv, kind === 'body' ? 'readOnly' : 'writeOnly', doc);
  ajv.addSchema(doc, DOC_ID);
  return ajv;
}

/**
 * OpenAPI: a readOnly property is not required in a request, a writeOnly one not in a response,
 * even when `required` lists it. Ajv's own `required` knows neither, so it is replaced per kind.
 */
function requiredIgnoring(ajv: Ajv, flag: 'readOnly' | 'writeOnly', doc: Obj) {
  const flagged = (schema: unknown): boolean => {
    let s = schema;
    for (let i = 0; i < 10 && s && typeof s === 'object' && typeof (s as Obj).$ref === 'string'; i++) {
      const ref = (s as Obj).$ref as string;
      const hash = ref.indexOf('#');
      if (hash === -1 || (hash > 0 && !ref.startsWith(DOC_ID))) return false;
      s = atPointer(doc, ref.slice(hash));
    }
    return !!s && typeof s === 'object' && (s as Obj)[flag] === true;
  };
  ajv.removeKeyword('required');
  ajv.addKeyword({
    keyword: 'required',
    type: 'object',
    schemaType: 'array',
    errors: true,
    compile(required: unknown[], parentSchema: Obj) {
      const props = (parentSchema.properties ?? {}) as Obj;
      const needed = required.filter((n): n is string => typeof n === 'string' && !flagged(props[n]));
      const check = (data: Obj) => {
        const missing = needed.filter((n) => data[n] === undefined);
        (check as unknown as { errors: unknown[] | null }).errors = missing.length
          ? missing.map((n) => ({
              keyword: 'required',
              message: `must have required property '${n}'`,
              params: { missingProperty: n },
              // Ajv's verbose mode adds no parent schema to a custom keyword's errors; repair needs it.
              parentSchema,
            }))
          : null;
        return missing.length === 0;
      };
      return check;
    },
  });
}

/** JSON text with object keys sorted: equal for values JSON Schema calls equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Obj;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Rewrites local refs of an inline schema so they resolve against the document. */
function anchorRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Obj = {};
  for (const [k, v] of Object.entries(schema as Obj)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOC_ID}${v}` : anchorRefs(v);
  }
  return out;
}

/**
 * One document version, parsed and compiled for the mock: its operations (matched by path template
 * and method) and Ajv validators compiled on first use (with coercion for parameters, strict for
 * bodies and responses). Held in an LRU keyed by item and content hash.
 */
export class CompiledDocument {
  readonly family: SpecFamily;
  readonly built: BuiltOperations;
  private readonly ajvs = new Map<AjvKind, Ajv>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly bySchema = new WeakMap<object, Map<AjvKind, ValidateFunction>>();
  /** Answers already generated and validated, by operation. */
  readonly answers = new Map<string, unknown>();
  /** Whether the sampler may generate strings from the document's patterns (see safeToExpand). */
  readonly samplePatterns: boolean;
  /** The document's security schemes by name, as written. */
  readonly securitySchemes: Obj;

  constructor(readonly doc: Obj) {
    this.family = specFamily(doc);
    // Operations first: Swagger 2.0 parameters look like schemas, and their `required: true` is
    // read before the normaliser drops boolean `required` keywords from schemas.
    this.built = buildOperations(doc, this.family);
    this.samplePatterns = patternsSafeToExpand(doc);
    // Kept before the normaliser runs: it takes `type: apiKey` for a schema's invalid type.
    const defs =
      this.family === 'swagger2'
        ? doc.securityDefinitions
        : (doc.components as Obj | undefined)?.securitySchemes;
    this.securitySchemes = defs && typeof defs === 'object' ? structuredClone(defs as Obj) : {};
    normaliseForAjv(doc);
    for (const op of this.built.operations) {
      for (const p of op.params) if (p.schema && 'inline' in p.schema) normaliseForAjv(p.schema.inline);
      for (const m of op.body?.media ?? [])
        if (m.schema && 'inline' in m.schema) normaliseForAjv(m.schema.inline);
    }
  }

  private ajv(kind: AjvKind): Ajv {
    let ajv = this.ajvs.get(kind);
    if (!ajv) {
      ajv = makeAjv(this.family, kind, this.doc);
      this.ajvs.set(kind, ajv);
    }
    return ajv;
  }

  /** The schema object a ref stands for (for the sampler), or undefined. */
  schemaOf(ref: SchemaRef): unknown {
    return 'pointer' in ref ? atPointer(this.doc, ref.pointer) : ref.inline;
  }

  validator(ref: SchemaRef, kind: AjvKind = 'response'): ValidateFunction {
    const key = `${kind}:${'pointer' in ref ? ref.pointer : JSON.stringify(ref.inline)}`;
    let fn = this.validators.get(key);
    if (!fn) {
      const schema = 'pointer' in ref ? { $ref: `${DOC_ID}${ref.pointer}` } : anchorRefs(ref.inline);
      fn = this.ajv(kind).compile(schema as Obj);
      this.validators.set(key, fn);
    }
    return fn;
  }

  /** A validator of any schema object of the document (by identity), e.g. one branch of a oneOf. */
  schemaValidator(schema: Obj, kind: AjvKind): ValidateFunction {
    let byKind = this.bySchema.get(schema);
    if (!byKind) {
      byKind = new Map();
      this.bySchema.set(schema, byKind);
    }
    let fn = byKind.get(kind);
    if (!fn) {
      fn = this.ajv(kind).compile(anchorRefs(schema) as Obj);
      byKind.set(kind, fn);
    }
    return fn;
  }

  /** An object schema over named values (parameters of one location), for coercing validation. */
  objectValidator(
    key: string,
    props: Record<string, SchemaRef | null>,
    required: string[],
  ): ValidateFunction {
    const cacheKey = `o:${key}`;
    let fn = this.validators.get(cacheKey);
    if (!fn) {
      const ajv = this.ajv('params');
      const properties: Obj = {};
      for (const [name, ref] of Object.entries(props)) {
        properties[name] = !ref
          ? {}
          : 'pointer' in ref
            ? { $ref: `${DOC_ID}${ref.pointer}` }
            : anchorRefs(ref.inline);
      }
      fn = ajv.compile({ type: 'object', properties, required });
      this.validators.set(cacheKey, fn);
    }
    return fn;
  }
}
