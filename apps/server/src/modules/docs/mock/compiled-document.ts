import { Ajv, type ValidateFunction } from 'ajv';

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { type BuiltOperations, buildOperations, type SchemaRef } from '../operations.ts';
import { type SpecFamily, specFamily } from '../parse.ts';
import { atPointer } from '../pointer.ts';
import { normaliseForAjv } from '../schema-normalise.ts';

type Obj = Record<string, unknown>;
// ajv-formats is CommonJS with a default export.
const addFormats =
  (addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport;

const DOC_ID = 'storefront:document';

/** Responses: the first error is enough. Requests: every error, parameters coerced from strings. */
type AjvKind = 'response' | 'body' | 'params';

function makeAjv(family: SpecFamily, kind: AjvKind, doc: Obj) {
  const coerce = kind === 'params';
  const options = {
    strict: false,
    allErrors: kind !== 'response',
    logger: false as const,
    validateSchema: false,
    coerceTypes: coerce ? ('array' as const) : false,
    // A schema id inside a document must not clash with ours or with another document's.
    addUsedSchema: false,
    code: { optimize: false },
    inlineRefs: false,
  };
  const ajv = family === 'openapi31' ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  ajv.addSchema(doc, DOC_ID);
  return ajv;
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
  /** Answers already generated and validated, by operation. */
  readonly answers = new Map<string, unknown>();

  constructor(readonly doc: Obj) {
    this.family = specFamily(doc);
    // Operations first: Swagger 2.0 parameters look like schemas, and their `required: true` is
    // read before the normaliser drops boolean `required` keywords from schemas.
    this.built = buildOperations(doc, this.family);
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
