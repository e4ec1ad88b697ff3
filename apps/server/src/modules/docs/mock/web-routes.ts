import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MockParams } from '@storefront/contract/docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lifecycleHeaders, versionOf } from '../../versions/index.ts';
import { assertTryMode } from '../proxy/try-service.ts';
import type { MockAnswer } from './respond.ts';
import { MockError, serveMock } from './service.ts';

/** A mock body is a sample request, not a payload: 1 MiB bounds parsing and validation (issue 26). */
export const MAX_MOCK_BODY = 1024 * 1024;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD'] as const;

/**
 * Every mock answer says it is one (Prism's answers carry no such mark; a consumer reading logs or a
 * proxy's capture needs to tell them from the real API's), and is readable cross-origin: the mock is
 * called with a bearer token, never cookies, so any origin may read what it answers.
 */
function markMock(reply: FastifyReply) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('X-Storefront-Mock', 'true')
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Expose-Headers', '*');
}

/** Violations as Prism's `sl-violations` header: JSON, printable ASCII only, bounded in size. */
export function violationsHeader(violations: MockError['violations']): string {
  let text = JSON.stringify(violations.map((v) => ({ location: v.location, message: v.message })));
  text = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > 8000 ? `${text.slice(0, 7990)}...` : text;
}

type MockCall = Pick<FastifyRequest, 'raw' | 'headers' | 'method' | 'body'> & { params: MockParams };

/**
 * Fastify reads no body for GET, but a document may declare one (search APIs do): the mock reads it
 * itself, under the same limit as other bodies.
 */
async function getBody(request: MockCall): Promise<Buffer | undefined> {
  const h = request.headers;
  if (request.method !== 'GET' || (!h['transfer-encoding'] && (h['content-length'] ?? '0') === '0'))
    return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_MOCK_BODY)
      throw new MockError(413, `The request body is larger than the mock's limit of ${MAX_MOCK_BODY} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Mounted at /api/mock: /{itemId}/{operation path}. Every request needs the portal's bearer token
 * (the auth hook protects /api/mock), except CORS preflights, which browsers send without one.
 * Bodies arrive as raw bytes and are checked by the document.
 */
export const mockWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_MOCK_BODY }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: 'OPTIONS',
    url: '/:itemId/*',
    // Preflights carry no credentials and are answered with the CORS headers alone; a plain OPTIONS
    // call (no Access-Control-Request-Method) is an operation like any other, as in Prism: it needs
    // the portal's token and is answered from the document (its OPTIONS operation, else 405).
    config: { public: 'preflight' },
    schema: { hide: true, params: MockParams },
    handler: async (request, reply) => {
      if (!request.headers['access-control-request-method']) return serve(request, reply);
      const requested = request.headers['access-control-request-headers'];
      return markMock(reply)
        .status(204)
        .header('Access-Control-Allow-Methods', METHODS.join(', '))
        .header('Access-Control-Allow-Headers', typeof requested === 'string' && requested ? requested : '*')
        .header('Access-Control-Max-Age', '600')
        .send();
    },
  });

  app.route({
    method: METHODS.filter((m) => m !== 'OPTIONS'),
    url: '/:itemId/*',
    schema: { hide: true, params: MockParams },
    handler: (request, reply) => serve(request, reply),
  });

  async function serve(request: MockCall, reply: FastifyReply) {
    const { itemId } = request.params;
    await assertTryMode(app.db, itemId, 'mock');
    const raw = request.raw.url ?? '';
    const q = raw.indexOf('?');
    // The operation path as sent (still percent-encoded): what follows /api/mock/{itemId}.
    const afterMock = (q === -1 ? raw : raw.slice(0, q)).replace(/^\/api\/mock\/[^/]*/, '');
    const pathPart = afterMock || '/';
    // Issue 28: answers of a deprecated version carry Deprecation and Sunset (RFC 9745, RFC 8594).
    const version = versionOf(request.headers);
    reply.headers(await lifecycleHeaders(app.db, itemId, version));
    let answer: MockAnswer;
    try {
      answer = await serveMock(
        app.db,
        itemId,
        {
          method: request.method,
          path: pathPart.startsWith('/') ? pathPart : `/${pathPart}`,
          query: new URLSearchParams(q === -1 ? '' : raw.slice(q + 1)),
          headers: request.headers,
          contentType: request.headers['content-type'],
          body: Buffer.isBuffer(request.body) ? request.body : await getBody(request),
        },
        version,
      );
    } catch (err) {
      if (!(err instanceof MockError)) throw err;
      markMock(reply)
        .status(err.status)
        .headers(err.headers ?? {});
      if (err.violations.length) reply.header('sl-violations', violationsHeader(err.violations));
      return reply.send({
        code: err.code,
        detail: err.detail,
        ...(err.violations.length ? { violations: err.violations } : {}),
      });
    }
    markMock(reply).status(answer.status).headers(answer.headers);
    if (answer.contentType) reply.header('Content-Type', answer.contentType);
    return reply.send(answer.body === '' ? undefined : answer.body);
  }
};
