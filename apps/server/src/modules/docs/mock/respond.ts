import { type Options, sample } from 'openapi-sampler';
import type { MediaSpec, OperationSpec, ResponseSpec } from '../operations.ts';
import type { CompiledDocument } from './compiled-document.ts';
import { isJsonType } from './request-checks.ts';

export interface MockAnswer {
  status: number;
  contentType: string | null;
  body: string;
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
    for (const [label, options] of SAMPLE_VARIANTS) {
      list.push({ label, make: () => sample(schema, { skipWriteOnly: true, ...options }, doc.doc) });
    }
  }
  return list;
}

function serialise(type: string, value: unknown, doc: CompiledDocument, media: MediaSpec): string {
  if (value === undefined) return '';
  if (/xml/.test(type) && media.schema && typeof value !== 'string') {
    const xml = sample(
      doc.schemaOf(media.schema) as object,
      { skipWriteOnly: true, quiet: true, format: 'xml' },
      doc.doc,
    );
    return typeof xml === 'string' ? xml : JSON.stringify(value);
  }
  if (typeof value === 'string' && !isJsonType(type)) return value;
  return JSON.stringify(value);
}

/**
 * The operation's answer: the documented example, else a sample generated from the response
 * schema; whichever is chosen validates against that schema, or the operation is reported as one
 * the mock cannot serve, with the reason. Answers are cached per compiled document.
 */
export function answerFor(doc: CompiledDocument, op: OperationSpec): MockAnswer {
  const cached = doc.answers.get(op.key) as MockAnswer | undefined;
  if (cached) return cached;
  const response = chooseResponse(op);
  if (!response) throw new MockUnservable('it documents no responses');
  const status = statusNumber(response.status);
  const media = chooseMedia(response.media);
  let answer: MockAnswer;
  if (!media || status === 204 || status === 304) {
    answer = { status, contentType: null, body: '' };
  } else {
    answer = {
      status,
      contentType: media.type === '*/*' ? 'application/json' : media.type,
      body: pick(doc, media),
    };
  }
  doc.answers.set(op.key, answer);
  return answer;
}

function pick(doc: CompiledDocument, media: MediaSpec): string {
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
    const e = validate.errors?.[0];
    reasons.push(
      `${c.label} does not match the schema (${e ? `${e.instancePath || '/'} ${e.message}` : 'invalid'})`,
    );
  }
  if (!reasons.length) return '';
  throw new MockUnservable(`no valid ${media.type} answer: ${reasons.join('; ')}`);
}
