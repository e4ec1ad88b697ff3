import type { FastifyError, FastifyInstance } from 'fastify';
import { localizeDetail } from './lib/i18n/localize-detail.ts';
import { requestLanguage } from './lib/i18n/request-language.ts';

/** The one error shape of every API error: `{ code, detail }` with the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: string = `HTTP-${status}`,
    /** Response headers that go with the error (e.g. Retry-After on 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const PERMISSION_DETAIL = 'You do not have permission to access this.';

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail = 'Authentication is required.') => new AppError(401, detail);
export const forbidden = (detail = PERMISSION_DETAIL) => new AppError(403, detail);
export const notFound = (detail = 'Not found.') => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);

const STATUS_TEXT: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function describeValidation(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = err.validationContext ?? 'request';
  const params = (first.params ?? {}) as { missingProperty?: string; additionalProperty?: string };
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const leaf = params.missingProperty ?? params.additionalProperty;
  const field = [path, leaf].filter(Boolean).join('.');
  const name = field ? `${where}.${field}` : where;
  if (params.missingProperty) return `Invalid ${name}: is required`;
  if (params.additionalProperty) return `Invalid ${name}: is not an allowed field`;
  return `Invalid ${name}: ${first.message}`;
}

/**
 * PostgreSQL data exceptions that only a client's value can cause (a number beyond the column's
 * range, text PostgreSQL cannot store such as a lone UTF-16 surrogate, a malformed value): the
 * request is refused with 400 and nothing was written (the statement failed).
 */
const BAD_VALUE_SQLSTATES: Record<string, string> = {
  '22003': 'a number is out of range',
  '22021': 'the text contains characters that cannot be stored',
  '22P05': 'the text contains characters that cannot be stored',
  '22001': 'a value is too long',
  '22007': 'a date or time is malformed',
  '22008': 'a date or time is out of range',
  '22P02': 'a value is malformed',
};

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request line or headers are too large.'],
};

/**
 * Refusals Node's HTTP parser makes before Fastify routes a request (headers or URL over the
 * size limit, malformed HTTP, a request that never completes), in the one error shape; Fastify's
 * default answered { error, message, statusCode } (found by the schema fuzzer: 431 on a long query).
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: import('node:stream').Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'Malformed request.',
  ];
  const body = JSON.stringify({ code: `HTTP-${status}`, detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** How long a refused request's connection stays half-open so the client can read the answer. */
const LINGER_MS = 1000;

/**
 * A refusal before the body was read (too large, rate limited, unauthenticated): the connection is
 * closed after the answer rather than Node reading and discarding the rest of the body (50 MB).
 * Closing at once would reset it while the client is still sending, and a reset can discard the
 * answer before the client reads it (it saw no 413, only ECONNRESET); so, like Apache's lingering
 * close, we send our FIN and leave the socket half-open a moment, unread, then destroy it.
 */
function closeAfterAnswer(socket: import('node:net').Socket | null, reply: import('fastify').FastifyReply) {
  reply.header('connection', 'close');
  if (!socket) return;
  socket.destroySoon = function lingeringClose(this: import('node:net').Socket) {
    // Read no more of the body: what the client still sends waits in the kernel's buffers (Node's
    // HTTP server would otherwise resume the socket to discard it, costing the event loop).
    this.pause();
    this.resume = () => this;
    if (this.writable) this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

export function registerErrorHandling(app: FastifyInstance) {
  // Every problem detail is answered in the user's language (issue 31), here in one place: the
  // code stays as it is, English stays the text the code wrote.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isProblem(payload)) return payload;
    const lang = await requestLanguage(request);
    return lang === 'en' ? payload : { ...payload, detail: localizeDetail(payload.detail, lang) };
  });
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (!request.raw.complete) closeAfterAnswer(request.raw.socket, reply);
    const sqlState = (err as { code?: unknown }).code;
    if (typeof sqlState === 'string' && BAD_VALUE_SQLSTATES[sqlState] && !(err instanceof AppError)) {
      return reply
        .status(400)
        .send({ code: 'HTTP-400', detail: `Invalid request: ${BAD_VALUE_SQLSTATES[sqlState]}` });
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send({ code: err.code, detail: err.detail });
    }
    if ((err as FastifyError).validation) {
      return reply.status(400).send({ code: 'HTTP-400', detail: describeValidation(err as FastifyError) });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .status(status)
        .send({ code: `HTTP-${status}`, detail: STATUS_TEXT[status] ?? 'Server Error' });
    }
    return reply.status(status).send({
      code: (err as FastifyError).code && status === 400 ? 'HTTP-400' : `HTTP-${status}`,
      detail: err.message,
    });
  });
}

function isProblem(payload: unknown): payload is { code: string; detail: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { code?: unknown }).code === 'string' &&
    typeof (payload as { detail?: unknown }).detail === 'string'
  );
}
