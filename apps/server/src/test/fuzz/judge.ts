import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Operation } from './operations.ts';
import type { Schema } from './schema-arbitraries.ts';

/** One answer as the fuzzer saw it. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type Outcome = { status: number; problem?: string };

/**
 * Judges answers against one OpenAPI document: a 5xx, a status the operation does not declare
 * (passes only as an error in the common { code, detail } shape), a declared header missing or off
 * its schema, a media type the status does not declare, or a JSON body off its schema.
 * `onValid` sees every 2xx JSON body that matched (the fuzzer harvests ids from them).
 */
export function createJudge(components: unknown, onValid?: (body: unknown) => void) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  const errorShape = ajv.compile({
    type: 'object',
    required: ['code', 'detail'],
    properties: { code: { type: 'string', minLength: 1 }, detail: { type: 'string' } },
  });

  function validatorFor(id: string, schema: Schema): ValidateFunction {
    let v = validators.get(id);
    if (!v) {
      v = ajv.compile({ ...schema, components });
      validators.set(id, v);
    }
    return v;
  }

  /** The declared status an answer falls under: exact, then 4XX-style ranges, then default. */
  function declaredKey(op: Operation, status: number): string | undefined {
    const exact = String(status);
    if (exact in op.responses) return exact;
    const range = Object.keys(op.responses).find((k) => k.toUpperCase() === `${exact[0]}XX`);
    return range ?? ('default' in op.responses ? 'default' : undefined);
  }

  function checkHeaders(op: Operation, key: string, answer: Answer): string | undefined {
    for (const [name, schema] of Object.entries(op.headers[key] ?? {})) {
      const raw = answer.headers[name];
      if (raw === undefined) return `${answer.status}: declared header ${name} missing`;
      const text = String(Array.isArray(raw) ? raw[0] : raw);
      const numeric = schema.type === 'integer' || schema.type === 'number';
      const value = numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      const validate = validatorFor(`header ${op.method} ${op.path} ${key} ${name}`, schema);
      if (!validate(value)) {
        return `${answer.status}: header ${name}: ${text} ${validate.errors?.[0]?.message ?? ''}`;
      }
    }
    return undefined;
  }

  return function judge(op: Operation, answer: Answer): Outcome {
    const { status, body } = answer;
    if (status >= 500) return { status, problem: `${status}: ${body.slice(0, 200)}` };
    const contentType = String(answer.headers['content-type'] ?? '');
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const isJson = mediaType.includes('json');
    const key = declaredKey(op, status);
    // A file answered in its own stored type (declared `*/*`, binary) may say JSON and hold anything.
    const opaque = key !== undefined && !op.responses[key] && (op.mediaTypes[key] ?? []).includes('*/*');
    let parsed: unknown;
    if (isJson && body && !opaque) {
      try {
        parsed = JSON.parse(body);
      } catch {
        return { status, problem: `${status}: body is not JSON (${contentType})` };
      }
    }
    if (key === undefined) {
      if (status >= 400 && errorShape(parsed)) return { status };
      return { status, problem: `${status} not declared: ${body.slice(0, 160)}` };
    }
    const headerProblem = checkHeaders(op, key, answer);
    if (headerProblem) return { status, problem: headerProblem };
    if (status === 204 || status === 304) return { status };
    const types = op.mediaTypes[key] ?? [];
    if (types.length && !types.some((t) => mediaMatches(t, mediaType))) {
      // A status the document declares with one media type, answered as an error by the framework.
      if (!(status >= 400 && errorShape(parsed))) {
        return { status, problem: `${status}: declared ${types.join(', ')}, got ${contentType || 'none'}` };
      }
    }
    const schema = op.responses[key];
    if (!schema) return { status };
    if (!isJson) return { status, problem: `${status}: declared JSON, got ${contentType}` };
    const validate = validatorFor(`${op.method} ${op.path} ${key}`, schema);
    if (validate(parsed)) {
      if (status < 300) onValid?.(parsed);
      return { status };
    }
    const e = validate.errors?.[0];
    return { status, problem: `${status}: ${e?.instancePath} ${e?.message} (${body.slice(0, 120)})` };
  };
}

/** Whether a declared media type (possibly `text/*` or `*\/*`) covers the one answered. */
export function mediaMatches(declared: string, actual: string): boolean {
  const [dt, ds] = declared.toLowerCase().split(';')[0]!.trim().split('/');
  const [at, as] = actual.split('/');
  return (dt === '*' || dt === at) && (ds === '*' || ds === as);
}
