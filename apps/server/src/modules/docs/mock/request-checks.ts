import type { ErrorObject } from 'ajv';
import type { OperationSpec, ParamSpec } from '../operations.ts';
import { isObj } from '../pointer.ts';
import type { CompiledDocument } from './compiled-document.ts';

export interface MockRequest {
  method: string;
  /** The path after the mock prefix, starting with '/'. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  contentType: string | undefined;
  body: Buffer | undefined;
}

export class MockRequestError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * One thing wrong with a request, as Prism's `sl-violations` gives it: where (the location's parts,
 * e.g. ['query', 'limit']) and what, the message naming the location too.
 */
export interface Violation {
  location: string[];
  message: string;
}

const unescapeSegment = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

function describe(where: string, errors: ErrorObject[] | null | undefined): Violation[] {
  return (errors ?? []).map((e) => {
    const segments = e.instancePath.split('/').slice(1).map(unescapeSegment);
    const { missingProperty: missing, additionalProperty: extra } = e.params as Record<
      string,
      string | undefined
    >;
    const location = [where, ...segments, ...((missing ?? extra) ? [(missing ?? extra) as string] : [])];
    const field = location.join('.');
    if (missing) return { location, message: `${field} is required` };
    return { location, message: extra ? `${field} is not allowed` : `${field} ${e.message}` };
  });
}

const violationAt = (where: string, message: string): Violation => ({ location: [where], message });

function isArraySchema(doc: CompiledDocument, p: ParamSpec): boolean {
  let s = p.schema ? doc.schemaOf(p.schema) : undefined;
  for (let i = 0; i < 10 && isObj(s) && typeof s.$ref === 'string'; i++)
    s = doc.schemaOf({ pointer: s.$ref });
  return isObj(s) && (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')));
}

function headerValue(headers: MockRequest['headers'], name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** Path, query and header parameters against their schemas (values coerced from strings). */
export function checkParameters(
  doc: CompiledDocument,
  op: OperationSpec,
  pathValues: Record<string, string>,
  req: MockRequest,
): Violation[] {
  const problems: Violation[] = [];
  for (const where of ['path', 'query', 'header'] as const) {
    // OpenAPI: header parameters named Accept, Content-Type or Authorization are ignored (the
    // media types and security schemes describe those headers).
    const params = op.params.filter(
      (p) => p.in === where && !(where === 'header' && /^(accept|content-type|authorization)$/i.test(p.name)),
    );
    if (!params.length) continue;
    const values: Record<string, unknown> = {};
    for (const p of params) {
      let v: unknown;
      if (where === 'path') v = pathValues[p.name];
      else if (where === 'header') v = headerValue(req.headers, p.name);
      else {
        const all = req.query.getAll(p.name);
        v = all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
      }
      if (p.json && typeof v === 'string') {
        // A JSON-encoded parameter (`content: application/json`) is read as the value it encodes.
        try {
          v = JSON.parse(v);
        } catch (err) {
          problems.push({
            location: [where, p.name],
            message: `${where}.${p.name} is not valid JSON: ${(err as Error).message}`,
          });
          continue;
        }
      } else if (typeof v === 'string' && !p.explode && isArraySchema(doc, p))
        v = v === '' ? [] : v.split(',');
      if (v !== undefined) values[p.name] = v;
    }
    const tooLarge = structureProblems(where, values);
    if (tooLarge.length) {
      problems.push(...tooLarge);
      continue;
    }
    const props = Object.fromEntries(params.map((p) => [p.name, p.schema]));
    const required = params.filter((p) => p.required).map((p) => p.name);
    const raw = { ...values };
    const validate = doc.objectValidator(`${op.key}:${where}`, props, required);
    if (!validate(values)) {
      // Coercion turns '42' into 42 for every branch of a oneOf, so a value that fits exactly one
      // branch as text (oneOf: [integer, string]) fails as matching both: such a parameter is
      // accepted when its text alone, uncoerced, satisfies its schema.
      const fitsAsText = (name: string) => {
        const p = params.find((x) => x.name === name);
        return !!p?.schema && typeof raw[name] === 'string' && doc.validator(p.schema, 'body')(raw[name]);
      };
      problems.push(
        ...describe(where, validate.errors).filter(
          (v) => !(v.location.length > 1 && raw[v.location[1]] !== undefined && fitsAsText(v.location[1])),
        ),
      );
    }
  }
  return problems;
}

/** Arrays longer than this, or nesting deeper, are refused before any schema runs (issue 26). */
export const MAX_ARRAY_ITEMS = 1000;
export const MAX_DEPTH = 64;

/** Where a consumer's value is too large to validate in bounded time: an array too long, or nesting too deep. */
export function structureProblems(where: string, value: unknown): Violation[] {
  const stack: [unknown, string, number][] = [[value, where, 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH)
      return [
        {
          location: at.split('.'),
          message: `${at} is nested more than ${MAX_DEPTH} levels deep (the mock's limit)`,
        },
      ];
    if (Array.isArray(v)) {
      if (v.length > MAX_ARRAY_ITEMS)
        return [
          {
            location: at.split('.'),
            message: `${at} has ${v.length} items; the mock checks at most ${MAX_ARRAY_ITEMS}`,
          },
        ];
      v.forEach((x, i) => {
        stack.push([x, `${at}.${i}`, depth + 1]);
      });
    } else for (const [k, x] of Object.entries(v)) stack.push([x, `${at}.${k}`, depth + 1]);
  }
  return [];
}

const baseType = (t: string | undefined) => (t ?? '').split(';')[0].trim().toLowerCase();
export const isJsonType = (t: string) =>
  /^application\/(.+\+)?json$/.test(baseType(t)) || baseType(t) === '*/*';

function mediaMatches(declared: string, actual: string): boolean {
  const d = baseType(declared);
  if (d === actual || d === '*/*') return true;
  if (d.endsWith('/*')) return actual.startsWith(d.slice(0, -1));
  return false;
}

/** The body against the operation's request body: presence, media type, JSON syntax, schema. */
export function checkBody(doc: CompiledDocument, op: OperationSpec, req: MockRequest): Violation[] {
  const body = op.body;
  const hasBody = req.body !== undefined && req.body.length > 0;
  if (!body) return [];
  if (!hasBody) return body.required ? [violationAt('body', 'body is required')] : [];
  const actual = baseType(req.contentType);
  const media = body.media.find((m) => mediaMatches(m.type, actual));
  if (!media) {
    const accepted = body.media.map((m) => m.type).join(', ');
    throw new MockRequestError(
      415,
      `Content type ${actual || '(none)'} is not accepted by ${op.key} (accepts: ${accepted}).`,
    );
  }
  if (!media.schema) return [];
  const text = req.body!.toString('utf8');
  if (isJsonType(media.type) || /json/.test(actual)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      return [violationAt('body', `body is not valid JSON: ${(err as Error).message}`)];
    }
    const tooLarge = structureProblems('body', value);
    if (tooLarge.length) return tooLarge;
    const validate = doc.validator(media.schema, 'body');
    return validate(value) ? [] : describe('body', validate.errors);
  }
  if (actual === 'application/x-www-form-urlencoded') {
    const form: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(text)) {
      const prev = form[k];
      if (Array.isArray(prev)) prev.push(v);
      else form[k] = prev === undefined ? v : [prev, v];
    }
    const tooLarge = structureProblems('body', form);
    if (tooLarge.length) return tooLarge;
    const validate = doc.validator(media.schema, 'params');
    return validate(form) ? [] : describe('body', validate.errors);
  }
  // XML and other non-JSON bodies cannot be read as the JSON values their schemas describe.
  if (/xml/.test(actual)) return [];
  if (actual.startsWith('text/')) {
    const validate = doc.validator(media.schema, 'body');
    return validate(text) ? [] : describe('body', validate.errors);
  }
  // Multipart and binary bodies are accepted as they are: their parts are not JSON values.
  return [];
}
