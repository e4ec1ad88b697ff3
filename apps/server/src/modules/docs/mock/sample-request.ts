import { sample } from 'openapi-sampler';
import type { OperationSpec, ParamSpec, SchemaRef } from '../operations.ts';
import type { CompiledDocument } from './compiled-document.ts';
import { repairValue } from './repair.ts';
import type { MockRequest } from './request-checks.ts';
import { isJsonType } from './request-checks.ts';
import { sampleVariants } from './respond.ts';
import { sampleCredentials } from './security.ts';

/**
 * A request built from the document alone (examples, else samples of the schemas): what a client
 * following the document would send. Used by the corpus test and the mock bench.
 */
/** The first value that fits: the example, else the sampler's variants (as the mock answers do). */
function fitting(
  doc: CompiledDocument,
  ref: SchemaRef,
  example: { value?: unknown; has: boolean },
  coerce: boolean,
) {
  const validate = doc.validator(ref, coerce ? 'params' : 'body');
  if (example.has && validate(example.value)) return example.value;
  const schema = doc.schemaOf(ref) as object;
  let first: unknown;
  for (const [, options] of sampleVariants(doc)) {
    const v = sample(schema, { skipReadOnly: true, ...options }, doc.doc);
    if (validate(v)) return v;
    first ??= v;
  }
  // As the mock's answers: the example, else a sample, repaired against the schema's errors.
  for (const start of example.has ? [example.value, first] : [first]) {
    const repaired = repairValue(doc, validate, start, coerce ? 'params' : 'body');
    if (repaired !== undefined) return repaired;
  }
  return first;
}

function paramValue(doc: CompiledDocument, p: ParamSpec): unknown {
  if (!p.schema) return p.example ?? 'x';
  // A JSON-encoded parameter carries a JSON value, which is not coerced from text.
  return fitting(doc, p.schema, { value: p.example, has: p.example !== undefined }, !p.json);
}

const asText = (v: unknown): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

export function buildSampleRequest(doc: CompiledDocument, op: OperationSpec): MockRequest {
  let path = op.requestPath;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  const d = op.discriminator;
  // A discriminator with a value is sent as written; one without ('#name') needs its parameter present.
  const fixed = d && d.value !== '' ? d : null;
  if (fixed) {
    if (/^x-/i.test(fixed.name)) headers[fixed.name.toLowerCase()] = fixed.value;
    else query.set(fixed.name, fixed.value);
  }
  if (d && !fixed && !op.params.some((p) => p.name === d.name)) query.set(d.name, 'x');
  for (const p of op.params) {
    if (fixed && p.name === fixed.name) continue;
    if (!p.required && p.in !== 'path' && p.name !== d?.name) continue;
    // Ignored by the mock as OpenAPI says: the media types and security schemes fill these.
    if (p.in === 'header' && /^(accept|content-type|authorization)$/i.test(p.name)) continue;
    const v = paramValue(doc, p);
    if (p.json) {
      const text = JSON.stringify(v ?? null);
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(text));
      else if (p.in === 'query') query.append(p.name, text);
      else if (p.in === 'header') headers[p.name.toLowerCase()] = text;
    } else if (p.in === 'path')
      path = path.replace(`{${p.name}}`, encodeURIComponent(Array.isArray(v) ? v.join(',') : asText(v)));
    else if (p.in === 'query') {
      if (Array.isArray(v)) {
        if (p.explode) for (const x of v) query.append(p.name, asText(x));
        else query.append(p.name, v.map(asText).join(','));
      } else query.append(p.name, asText(v));
    } else if (p.in === 'header') headers[p.name.toLowerCase()] = Array.isArray(v) ? v.join(',') : asText(v);
  }
  let body: Buffer | undefined;
  let contentType: string | undefined;
  const media = op.body?.media.find((m) => isJsonType(m.type)) ?? op.body?.media[0];
  if (op.body && media) {
    contentType = media.type === '*/*' ? 'application/json' : media.type;
    // A client follows the document: its example when that example matches its own schema.
    const value = media.schema
      ? fitting(doc, media.schema, { value: media.example, has: media.hasExample }, false)
      : media.hasExample
        ? media.example
        : {};
    if (isJsonType(contentType)) body = Buffer.from(JSON.stringify(value ?? null));
    else if (contentType === 'application/x-www-form-urlencoded' && value && typeof value === 'object') {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(value)) form.append(k, asText(v));
      body = Buffer.from(form.toString());
    } else if (/xml/.test(contentType) && media.schema) {
      body = Buffer.from(
        String(sample(doc.schemaOf(media.schema) as object, { quiet: true, format: 'xml' }, doc.doc)),
      );
    } else body = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
    if (body.length === 0 && op.body.required) body = Buffer.from('x');
  }
  const req: MockRequest = { method: op.method, path, query, headers, contentType, body };
  sampleCredentials(doc, op, req);
  return req;
}
