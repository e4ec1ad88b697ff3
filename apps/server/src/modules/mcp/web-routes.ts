import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { MarkdownQuery } from '@storefront/contract/agents';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { embeddedIssuer, isEmbeddedIdentity, mcpResource } from '../../config.ts';
import { createRuntimes, type Runtimes } from '../../integrations/api-management/index.ts';
import { createLimiter, tooManyRequests } from '../../rate-limit.ts';
import { llmsIndex, markdownOf } from './llm-documents.ts';
import { MCP_SCOPES } from './scopes.ts';
import { buildMcpServer } from './tools.ts';

/** JSON-RPC messages are small; documents never travel inward. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The MCP server at /mcp (Streamable HTTP, stateless: every POST carries its bearer token and is
 * answered by a server built for that request) and its protected-resource metadata (RFC 9728), which
 * names the portal's identity provider so MCP clients know where to sign their user in.
 */
export const mcpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const resource = mcpResource(config);
  const issuer = isEmbeddedIdentity(config) ? embeddedIssuer(config) : config.oidc.issuer!;
  // Agent tool calls count like the web API's writes: per user and per client address.
  const perUser = createLimiter(app, config.rateLimit.writesPerUser, config.rateLimit.windowMs);
  const perAddress = createLimiter(app, config.rateLimit.writesPerAddress, config.rateLimit.windowMs);

  // Created on first use: most agent calls never touch API management.
  let runtimes: Promise<Runtimes> | undefined;
  const getRuntimes = () => {
    runtimes ??= createRuntimes(config.runtime, app.db, config.inMemoryDb ? undefined : config.dataDir);
    return runtimes;
  };
  app.addHook('onClose', async () => {
    if (runtimes) await (await runtimes).close();
  });

  const metadata = {
    resource,
    authorization_servers: [issuer],
    bearer_methods_supported: ['header'],
    scopes_supported: MCP_SCOPES,
    resource_name: 'Storefront',
    resource_documentation: `${config.publicUrl}/store/`,
  };
  // The path-suffixed form (RFC 9728 section 3.1) and the root form both answer.
  for (const url of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'public, max-age=300');
      return metadata;
    });
  }

  app.post('/mcp', { bodyLimit: BODY_LIMIT, schema: { hide: true } }, async (request, reply) => {
    const user = request.user;
    const clientId = readClientId(request.headers.authorization);
    const server = await buildMcpServer({
      db: app.db,
      config,
      user,
      clientId,
      log: request.log,
      runtimes: getRuntimes,
      only: calledTool(request.body),
      async limit() {
        const waits = await Promise.all([
          perUser.hit(`agent-user:${user.id}`),
          perAddress.hit(`agent-address:${request.ip}`),
        ]);
        const wait = Math.max(...waits.map((w) => w ?? 0));
        if (wait > 0) throw tooManyRequests(wait);
      },
    });
    // Stateless: no session id, JSON answers (no stream is kept open between requests).
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    // A hijacked answer skips the onSend hooks, so the no-store every per-user answer carries is set here.
    reply.raw.setHeader('Cache-Control', 'no-store');
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (err) {
      request.log.error({ err }, 'mcp request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
        );
      }
    }
  });

  // Documents an LLM can read: one API document as Markdown (paged), and an llms.txt index.
  app.get(
    '/api/web/catalog/item/:id/markdown',
    {
      schema: {
        tags: ['agents'],
        summary:
          'The API document as Markdown for LLMs (overview, authentication, operations, schemas), paged',
        params: ItemIdParams,
        querystring: MarkdownQuery,
        response: {
          200: { description: 'Markdown', content: { 'text/markdown': { schema: { type: 'string' } } } },
          400: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = await markdownOf(app.db, config.publicUrl, id, request.query.page ?? 1);
      reply
        .header('Content-Type', 'text/markdown; charset=utf-8')
        .header('Cache-Control', 'private, no-cache')
        .header('X-Page', String(page.page))
        .header('X-Pages', String(page.pages));
      if (page.page < page.pages)
        reply.header(
          'Link',
          `</api/web/catalog/item/${encodeURIComponent(id)}/markdown?page=${page.page + 1}>; rel="next"`,
        );
      if (request.query.download) {
        const suffix = page.pages > 1 ? `-${page.page}` : '';
        reply.header(
          'Content-Disposition',
          `attachment; filename="${id.replace(/[^\w.-]/g, '_')}${suffix}.md"`,
        );
      }
      return reply.send(page.text);
    },
  );
  app.get(
    '/api/web/llms.txt',
    {
      schema: {
        tags: ['agents'],
        summary: 'llms.txt: the catalogue as an index for LLMs, with links to each API as Markdown',
        response: {
          200: { description: 'llms.txt', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'private, no-cache')
        .send(await llmsIndex(app.db, config.publicUrl, request.user.id)),
  );

  // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('Allow', 'POST')
          .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }),
    });
  }
};

/** The tool a single tools/call message names (a batch or any other message needs the whole server). */
function calledTool(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const message = body as { method?: unknown; params?: { name?: unknown } };
  if (message.method !== 'tools/call') return undefined;
  const name = message.params?.name;
  return typeof name === 'string' && name.length <= 200 ? name : undefined;
}

/** The MCP client the token was issued to (client_id or azp claim), for the audit (the auth hook verified it). */
function readClientId(header: string | undefined): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const id = payload.client_id ?? payload.azp;
    return typeof id === 'string' ? id.slice(0, 200) : null;
  } catch {
    return null;
  }
}
