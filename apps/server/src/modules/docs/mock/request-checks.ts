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

function describe(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const { missingProperty: missing, additionalProperty: extra } = e.params as Record<
      string,
      string | undefined
    >;
    const field = [where, path, missing ?? extra].filter(Boolean).join('.');
    if (missing) return `${field} is required`;
    return extra ? `${field} is not allowed` : `${field} ${e.message}`;
  });
}

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
): string[] {
  const problems: string[] = [];
  for (const where of ['path', 'query', 'header'] as const) {
    const params = op.params.filter((p) => p.in === where);
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
      if (typeof v === 'string' && !p.explode && isArraySchema(doc, p)) v = v === '' ? [] : v.split(',');
      if (v !== undefined) values[p.name] = v;
    }
    const props = Object.fromEntries(params.map((p) => [p.name, p.schema]));
    const required = params.filter((p) => p.required).map((p) => p.name);
    const validate = doc.objectValidator(`${op.key}:${where}`, props, required);
    if (!validate(values)) problems.push(...describe(where, validate.errors));
  }
  return problems;
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
export function checkBody(doc: CompiledDocument, op: OperationSpec, req: MockRequest): string[] {
  const body = op.body;
  const hasBody = req.body !== undefined && req.body.length > 0;
  if (!body) return [];
  if (!hasBody) return body.required ? ['body is required'] : [];
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
      return [`body is not valid JSON: ${(err as Error).message}`];
    }
    const validate = doc.validator(media.schema, 'body');
    return validate(value) ? [] : describe('body', validate.errors);
  }
  if (actual === 'application/x-www-form-urlencoded') {
    const form: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(text)) {
      const prev = form[k];
      form[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
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
