import { gzipSync } from 'node:zlib';
import { type Options, sample } from 'openapi-sampler';
import type { MediaSpec, OperationSpec, ResponseSpec } from '../operations.ts';
import type { CompiledDocument } from './compiled-document.ts';
import { repairValue } from './repair.ts';
import { isJsonType, MockRequestError } from './request-checks.ts';

export interface MockAnswer {
  status: number;
  contentType: string | null;
  /** Text, or bytes for binary media types (images, PDF, archives). */
  body: string | Buffer;
  /** The documented response headers, generated. */
  headers: Record<string, string>;
}

/** What the request asks of the answer: media types it accepts, a status and a named example (Prefer). */
export interface AnswerOptions {
  accept?: string;
  code?: string;
  example?: string;
}

export class MockUnservable extends Error {}

/** The documented success: the lowest 2xx, else 2XX, else default, else the first declared. */
export function chooseResponse(op: OperationSpec): ResponseSpec | null {
  const rs = op.responses;
  const numeric = rs.filter((r) => /^2\d\d$/.test(r.status)).sort((a, b) => a.status.localeCompare(b.status));
  return (
    numeric[0] ??
    rs.find((r) => /^2xx$/i.test(r.status)) ??
    rs.find((r) => r.status === 'default') ??
    rs[0] ??
    null
  );
}

export function statusNumber(status: string): number {
  if (/^[1-5]\d\d$/.test(status)) return Number(status);
  if (/^[1-5]xx$/i.test(status)) return Number(status[0]) * 100;
  return 200;
}

function chooseMedia(media: MediaSpec[]): MediaSpec | null {
  return (
    media.find((m) => isJsonType(m.type) && m.type !== '*/*') ??
    media.find((m) => m.type.startsWith('text/')) ??
    media.find((m) => m.type === '*/*') ??
    media[0] ??
    null
  );
}

/** The Accept header's ranges, best first (q=0 dropped). */
export function acceptRanges(accept: string): { range: string; q: number }[] {
  return accept
    .split(',')
    .map((part, i) => {
      const [range, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return { range, q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((r) => r.range && r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.i - b.i);
}

function rangeMatches(range: string, type: string): boolean {
  const t = type.split(';')[0].trim().toLowerCase();
  if (range === '*/*' || t === '*/*') return true;
  if (range.endsWith('/*')) return t.startsWith(range.slice(0, -1));
  return range === t;
}

export class MockNotAcceptable extends Error {}

/** The documented media type the request accepts best; the usual preference when it accepts anything. */
function negotiate(media: MediaSpec[], accept: string | undefined): MediaSpec | null {
  const ranges = accept ? acceptRanges(accept) : [];
  if (!media.length || !ranges.length || ranges.some((r) => r.range === '*/*' && r.q === ranges[0].q))
    return chooseMedia(media);
  for (const r of ranges) {
    const fits = media.filter((m) => rangeMatches(r.range, m.type));
    if (fits.length) return chooseMedia(fits);
  }
  throw new MockNotAcceptable(
    `None of the accepted media types (${accept}) is documented for this response (documented: ${media.map((m) => m.type).join(', ')}).`,
  );
}

/** The variants a document allows: none that expand patterns when one of its patterns is explosive. */
export const sampleVariants = (doc: CompiledDocument) =>
  doc.samplePatterns ? SAMPLE_VARIANTS : SAMPLE_VARIANTS.filter(([, o]) => !o.enablePatterns);

type Candidate = { label: string; make: () => unknown };

/** The sampler's variants, tried in turn until one yields a value the schema accepts. */
export const SAMPLE_VARIANTS: [string, Options][] = [
  ['a generated sample', { quiet: true, enablePatterns: true, maxSampleDepth: 8 }],
  ['a generated sample without patterns', { quiet: true, maxSampleDepth: 8 }],
  [
    'a generated sample of required fields',
    { quiet: true, enablePatterns: true, skipNonRequired: true, maxSampleDepth: 8 },
  ],
  [
    'a generated sample of required fields without patterns',
    { quiet: true, skipNonRequired: true, maxSampleDepth: 8 },
  ],
];

function candidates(doc: CompiledDocument, media: MediaSpec): Candidate[] {
  const list: Candidate[] = [];
  if (media.hasExample) list.push({ label: 'the documented example', make: () => media.example });
  if (media.schema) {
    const schema = doc.schemaOf(media.schema) as object;
    for (const [label, options] of sampleVariants(doc)) {
      list.push({ label, make: () => sample(schema, { skipWriteOnly: true, ...options }, doc.doc) });
    }
  }
  return list;
}

const BINARY = /^(application\/(octet-stream|pdf|zip|gzip|x-gzip)|image\/|audio\/|video\/)/;

const fromBase64 = (b64: string) => Buffer.from(b64, 'base64');
/**
 * The smallest well-formed file of each common binary type, so a client that opens the mock's
 * answer (an image viewer, a PDF or zip library) gets what the document promises.
 */
const BINARY_SAMPLES: Record<string, () => Buffer> = {
  'image/png': () =>
    fromBase64(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ),
  'image/gif': () => fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  'image/svg+xml': () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
    ),
  'application/pdf': () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  // An empty archive: the end-of-central-directory record alone.
  'application/zip': () => Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]),
  'application/gzip': () => gzipSync('mock binary content'),
  'application/x-gzip': () => gzipSync('mock binary content'),
};

function binarySample(base: string): Buffer {
  return (BINARY_SAMPLES[base] ?? (() => Buffer.from('mock binary content')))();
}

function csvCell(v: unknown): string {
  const text = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An array of objects (or one object) as CSV with a header row (RFC 4180 quoting). */
function toCsv(value: unknown): string {
  const rows = (Array.isArray(value) ? value : [value]).filter((r) => r && typeof r === 'object') as Record<
    string,
    unknown
  >[];
  if (!rows.length) return Array.isArray(value) ? value.map(csvCell).join('\r\n') : csvCell(value);
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [
    columns.map(csvCell).join(','),
    ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(',')),
  ].join('\r\n');
}

function serialise(type: string, value: unknown, doc: CompiledDocument, media: MediaSpec): string | Buffer {
  if (value === undefined) return '';
  const base = type.split(';')[0].trim().toLowerCase();
  if (/xml/.test(base) && media.schema && typeof value !== 'string') {
    const xml = sample(
      doc.schemaOf(media.schema) as object,
      { skipWriteOnly: true, quiet: true, format: 'xml' },
      doc.doc,
    );
    return typeof xml === 'string' ? xml : JSON.stringify(value);
  }
  // Binary types get a real file of the type: a sampled `format: binary` string is only a word.
  if (BINARY.test(base) && !(base === 'image/svg+xml' && typeof value === 'string'))
    return binarySample(base);
  if (typeof value === 'string' && !isJsonType(type)) return value;
  if (base === 'text/csv') return toCsv(value);
  return JSON.stringify(value);
}

/** The response a request asks for by `Prefer: code=…`, else the documented success. */
function responseFor(op: OperationSpec, code: string | undefined): ResponseSpec | null {
  if (!code) return chooseResponse(op);
  const response =
    op.responses.find((r) => r.status === code) ??
    op.responses.find((r) => /^[1-5]xx$/i.test(r.status) && r.status[0] === code[0]);
  if (!response)
    throw new MockRequestError(
      400,
      `Prefer: code=${code} names no documented response of ${op.key} (documented: ${op.responses.map((r) => r.status).join(', ')}).`,
    );
  return response;
}

const headerText = (v: unknown) =>
  Array.isArray(v) ? v.map(String).join(',') : v && typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The documented response headers: each header's example, else a sample of its schema. */
function responseHeaders(doc: CompiledDocument, response: ResponseSpec): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of response.headers) {
    if (/^content-(type|length)$/i.test(h.name)) continue;
    let value = h.example;
    if (value === undefined && h.schema) {
      try {
        value = sample(doc.schemaOf(h.schema) as object, { quiet: true, maxSampleDepth: 2 }, doc.doc);
      } catch {
        value = undefined;
      }
    }
    // Header values are one line of visible ASCII (Node refuses others).
    const text = value === undefined || value === null ? '' : headerText(value).replace(/[^\x20-\x7e]/g, '');
    if (text) out[h.name] = text;
  }
  return out;
}

/**
 * The operation's answer: the documented example, else a sample generated from the response
 * schema; whichever is chosen validates against that schema, or the operation is reported as one
 * the mock cannot serve, with the reason. The response is the documented success, or the one
 * `Prefer: code` names; its media type the one Accept prefers; its example the one `Prefer: example`
 * names. Answers are cached per compiled document.
 */
export function answerFor(doc: CompiledDocument, op: OperationSpec, opts: AnswerOptions = {}): MockAnswer {
  const response = responseFor(op, opts.code);
  if (!response) throw new MockUnservable('it documents no responses');
  const status = statusNumber(response.status);
  const media = status === 204 || status === 304 ? null : negotiate(response.media, opts.accept);
  const key = `${op.key}\n${response.status}\n${media?.type ?? ''}\n${opts.example ?? ''}`;
  const cached = doc.answers.get(key) as MockAnswer | undefined;
  if (cached) return cached;
  const headers = responseHeaders(doc, response);
  let answer: MockAnswer;
  if (!media) {
    if (opts.example)
      throw new MockRequestError(400, `Prefer: example=${opts.example}: the response has no body.`);
    answer = { status, contentType: null, body: '', headers };
  } else {
    let body: string | Buffer;
    if (opts.example) {
      const examples = media.examples ?? {};
      if (!(opts.example in examples))
        throw new MockRequestError(
          400,
          `Prefer: example=${opts.example} names no example of ${op.key} ${response.status} ${media.type} (documented: ${Object.keys(examples).join(', ') || 'none'}).`,
        );
      // The example asked for by name is served as documented, as Prism does.
      body = serialise(media.type, examples[opts.example], doc, media);
    } else body = pick(doc, media);
    answer = { status, contentType: media.type === '*/*' ? 'application/json' : media.type, body, headers };
  }
  doc.answers.set(key, answer);
  return answer;
}

function pick(doc: CompiledDocument, media: MediaSpec): string | Buffer {
  const reasons: string[] = [];
  if (media.schema) {
    try {
      doc.validator(media.schema);
    } catch (err) {
      throw new MockUnservable(
        `its ${media.type} response schema cannot be used (${(err as Error).message})`,
      );
    }
  }
  const made: unknown[] = [];
  for (const c of candidates(doc, media)) {
    let value: unknown;
    try {
      value = c.make();
    } catch (err) {
      reasons.push(`${c.label} could not be made (${(err as Error).message})`);
      continue;
    }
    if (!media.schema) return serialise(media.type, value, doc, media);
    const validate = doc.validator(media.schema);
    if (validate(value)) return serialise(media.type, value, doc, media);
    made.push(value);
    const e = validate.errors?.[0];
    reasons.push(
      `${c.label} does not match the schema (${e ? `${e.instancePath || '/'} ${e.message}` : 'invalid'})`,
    );
  }
  if (!reasons.length) return '';
  // Before giving up: the example, else a sample, repaired against the schema's errors.
  if (media.schema) {
    const validate = doc.validator(media.schema);
    for (const value of made) {
      const repaired = repairValue(doc, validate, value, 'response');
      if (repaired !== undefined) return serialise(media.type, repaired, doc, media);
    }
    if (made.length) reasons.push('repairing them against the schema did not succeed');
  }
  throw new MockUnservable(`no valid ${media.type} answer: ${reasons.join('; ')}`);
}
