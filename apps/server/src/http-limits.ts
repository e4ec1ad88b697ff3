import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { HttpLimitsConfig } from './config.ts';
import { AppError } from './errors.ts';

/**
 * The Node server options that bound slow clients: headers must arrive within headersTimeoutMs and
 * the whole request (body included) within requestTimeoutMs, else 408 and the connection closes.
 * Node checks these deadlines every connectionsCheckingInterval (30 s by default, far coarser than a
 * 10 s header deadline), so it is tied to the shorter one.
 */
export function serverTimeoutOptions(limits: HttpLimitsConfig): Pick<
  FastifyServerOptions,
  'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/**
 * Whether arrays and objects nest deeper than `max` in `text` (JSON), in one scan without parsing
 * that stops as soon as they do. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export function jsonTooDeep(max: number): AppError {
  return new AppError(400, `Invalid request: JSON nested deeper than ${max} levels`);
}

/**
 * Replaces Fastify's JSON parser with the same parser (prototype-poisoning checks included) behind a
 * depth check: V8 parses deep nesting happily, but every recursive walk after it (Ajv, our
 * non-finite check, serializers) can overflow the stack or spend seconds. The body limit itself is
 * Fastify's: a Content-Length over it is refused before a byte is read, a body without one is
 * counted as it streams and refused when it passes the limit.
 */
export function registerJsonParser(app: FastifyInstance, limits: HttpLimitsConfig) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, limits.jsonMaxDepth)) {
      done(jsonTooDeep(limits.jsonMaxDepth), undefined);
      return;
    }
    parse(request, text, done);
  });
}
