import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MOCK_TARGET, type TryResponse } from '@storefront/contract/docs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../../auth/plugin.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import type { Runtimes } from '../../integrations/api-management/index.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { submitAccessRequest } from '../access/index.ts';
import { getTaxonomyData, loadSharedItemDetails, searchCatalog } from '../catalog/index.ts';
import { getCustomerConfig } from '../config/index.ts';
import { createComment } from '../conversations/index.ts';
import {
  buildSampleRequest,
  type CompiledDocument,
  declaredServers,
  findItemKind,
  getInteractiveDocsConfig,
  loadCompiled,
  runTry,
  tryGuard,
} from '../docs/index.ts';
import { getItemRuntime } from '../runtime/index.ts';
import { getChangelog, listVersions } from '../versions/index.ts';
import { codeSample, SAMPLE_LANGUAGES } from './code-sample.ts';
import {
  compactSchema,
  describeOperation,
  describeSchema,
  findOperation,
  listOperations,
  listSchemas,
  overview,
  securitySchemes,
} from './document-views.ts';
import {
  describeEventOperation,
  findEventOperation,
  isEventDocument,
  NO_HTTP_FOR_EVENTS,
} from './event-views.ts';
import {
  agentUsage,
  agentWriteToolsEnabled,
  listHiddenItemIds,
  recordToolCall,
  requireAgentVisible,
  setAgentVisibility,
} from './service.ts';

export const SERVER_INFO = { name: 'storefront', version: '1.0.0' };

/** Everything a tool needs about the call: who asks, through which client, and the app's parts. */
export interface ToolContext {
  db: Database;
  config: Config;
  user: AuthUser;
  clientId: string | null;
  log: FastifyBaseLogger;
  runtimes: () => Promise<Runtimes>;
  /** Counts one tool call against the caller's limits; throws 429 when over. */
  limit: () => Promise<void>;
  /**
   * The tool a tools/call request names, when the request is one: only that tool is registered (and
   * the write tools' setting read only for a write tool), since nothing else of the server is used.
   */
  only?: string;
}

/** The write tools: they exist only when the customer configuration enables them. */
const WRITE_TOOLS = new Set(['ask_question', 'request_access']);

const ItemId = z.string().min(1).max(200).describe('The catalogue item id (from search_catalog)');
const Offset = z.number().int().min(0).max(1_000_000).default(0);
const Version = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe('A version label (from list_api_versions); the default version when absent');

/** The text of an answer, cut to the configured cap (the agent is told how to ask for less). */
export function capText(value: unknown, maxBytes: number): { text: string; truncated: boolean } {
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text) <= maxBytes) return { text, truncated: false };
  const cut = Buffer.from(text)
    .subarray(0, maxBytes - 200)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return {
    text: `${cut}\n…[truncated at ${maxBytes} bytes: ask for a smaller page (limit) or a narrower filter]`,
    truncated: true,
  };
}

function errorResult(err: unknown): CallToolResult {
  if (err instanceof AppError)
    return { isError: true, content: [{ type: 'text', text: `${err.code}: ${err.detail}` }] };
  return { isError: true, content: [{ type: 'text', text: 'The tool failed on the server.' }] };
}

const READ = { readOnlyHint: true, openWorldHint: false } as const;

/**
 * The MCP server of one request, for one user: the tools that user may call, answering what the web
 * API answers that user (the same services), minus items providers hid from agents. Built per request,
 * so nothing of a session stays on an instance.
 */
export async function buildMcpServer(ctx: ToolContext): Promise<McpServer> {
  const { db, config, user } = ctx;
  const max = config.mcp.maxResponseBytes;
  const server = new McpServer(SERVER_INFO, {
    instructions:
      'Storefront is a developer portal. Search its API catalogue, read an API document one operation or ' +
      'schema at a time (documents can be huge: list, then describe), generate code samples, and try ' +
      "operations on the mock server or, with your user's approved key, for real.",
  });

  let registered = 0;
  /**
   * Registers a tool whose every call is counted, limited and recorded against the user. For a
   * tools/call naming another tool it does nothing (the server of this request never lists tools).
   */
  function tool<Shape extends z.ZodRawShape>(
    name: string,
    meta: { title: string; description: string; annotations?: Record<string, boolean> },
    shape: Shape,
    run: (args: z.objectOutputType<Shape, z.ZodTypeAny>) => Promise<unknown>,
  ) {
    if (ctx.only !== undefined && name !== ctx.only) return;
    registered++;
    server.registerTool(
      name,
      {
        title: meta.title,
        description: meta.description,
        inputSchema: shape,
        annotations: { ...READ, ...meta.annotations },
      },
      // biome-ignore lint/suspicious/noExplicitAny: the SDK's callback type is generic over the shape
      (async (args: any): Promise<CallToolResult> => {
        const itemId = typeof args?.itemId === 'string' ? args.itemId : null;
        let ok = false;
        try {
          await ctx.limit();
          const value = await run(args);
          ok = true;
          const { text } = capText(value, max);
          return { content: [{ type: 'text', text }] };
        } catch (err) {
          if (!(err instanceof AppError)) ctx.log.error({ err, tool: name }, 'agent tool failed');
          return errorResult(err);
        } finally {
          await recordToolCall(db, { userId: user.id, clientId: ctx.clientId, tool: name, itemId, ok }).catch(
            (err) => ctx.log.error({ err }, 'agent tool call not recorded'),
          );
        }
      }) as never,
    );
  }

  /** The item's document, or one version's own (retired versions answer 410 as on the web). */
  async function visibleDocument(itemId: string, version?: string): Promise<CompiledDocument> {
    await requireAgentVisible(db, itemId);
    // As the web's document route: a missing item is ITEM_NOT_FOUND, a missing document says so.
    if (!(await findItemKind(db, itemId))) throw notFound(ITEM_NOT_FOUND);
    return loadCompiled(db, itemId, version);
  }

  tool(
    'search_catalog',
    {
      title: 'Search the API catalogue',
      description:
        'Full-text search of the catalogue with filters (dimension code to value codes, e.g. {"pricingplans":["free"]}) ' +
        'and classifications (ids from get_taxonomy). Returns compact cards and nextOffset for the next page.',
    },
    {
      text: z.string().max(200).optional(),
      filters: z.record(z.array(z.string().max(200)).max(50)).optional(),
      classificationIds: z.array(z.string().max(2000)).max(50).optional(),
      sort: z
        .enum(['relevance:desc', 'sortName:asc', 'sortName:desc', 'dateUpdated:desc', 'dateUpdated:asc'])
        .optional(),
      limit: z.number().int().min(1).max(25).default(10),
      offset: Offset,
    },
    async (a) => {
      const hidden = new Set(await listHiddenItemIds(db));
      // Hidden items are skipped on the server; nextOffset counts what was read, so pages stay exact.
      const want = Math.min(100, a.limit + hidden.size);
      const page = await searchCatalog(
        db,
        {
          ...(a.filters ?? {}),
          ...(a.text ? { text: a.text } : {}),
          ...(a.sort ? { sortField: a.sort } : {}),
          ...(a.classificationIds ? { classificationIds: a.classificationIds } : {}),
          pageSize: want,
          offset: a.offset,
        },
        user.id,
      );
      const items = [];
      let read = 0;
      for (const card of page.results) {
        if (items.length === a.limit) break;
        read++;
        if (hidden.has(card.id)) continue;
        items.push({
          id: card.id,
          name: card.name,
          version: card.version,
          summary: card.summary,
          state: card.state?.name ?? null,
          type: card.objectType,
          interface: card.interfaceType?.name ?? null,
          updated: card.dateUpdated,
        });
      }
      const next = a.offset + read;
      return {
        total: page.metadata.totalSize,
        offset: a.offset,
        items,
        nextOffset: next < page.metadata.totalSize ? next : null,
        facets: page.metadata.facets,
      };
    },
  );

  tool(
    'get_taxonomy',
    {
      title: 'Catalogue taxonomies',
      description:
        'Without taxonomyId: the taxonomies. With it: its classification tree (ids for search_catalog).',
    },
    { taxonomyId: z.string().max(200).optional() },
    async (a) => {
      if (!a.taxonomyId) return { taxonomies: (await getCustomerConfig(db, config)).search.taxonomies };
      return getTaxonomyData(db, a.taxonomyId);
    },
  );

  tool(
    'get_api_summary',
    {
      title: 'API summary',
      description: 'What the About tab shows: description, version, state, owner, plans, policies.',
    },
    { itemId: ItemId },
    async (a) => {
      await requireAgentVisible(db, a.itemId);
      const d = await loadSharedItemDetails(db, a.itemId);
      if (!d) throw notFound(ITEM_NOT_FOUND);
      return {
        id: d.id,
        name: d.name,
        version: d.version,
        state: d.state?.name ?? null,
        type: d.objectType,
        owner: d.ownerName,
        division: d.division,
        description: d.description.length > 4000 ? `${d.description.slice(0, 3999)}…` : d.description,
        classifications: d.classifications,
        pricingPlans: d.pricingPlans.map((p) => p.name),
        securityPolicies: d.securityPolicies,
        hasDocument: d.hasDocument,
        documentType: d.documentType,
        bundledSpecs: d.bundledSpecs?.slice(0, 50),
        updated: d.dateUpdated,
      };
    },
  );

  tool(
    'list_api_versions',
    {
      title: 'API versions',
      description:
        "The API's published versions, newest first: label, state (current, deprecated, retired), sunset date, " +
        'which one is the default, release notes. Name a version in the document tools to read it.',
    },
    { itemId: ItemId },
    async (a) => {
      await requireAgentVisible(db, a.itemId);
      const list = await listVersions(db, a.itemId);
      return {
        itemId: list.itemId,
        defaultVersion: list.defaultVersion,
        versions: list.versions.map((v) => ({
          label: v.label,
          state: v.state,
          isDefault: v.isDefault,
          publishedAt: v.publishedAt,
          deprecatedAt: v.deprecatedAt,
          sunsetAt: v.sunsetAt,
          specVersion: v.specVersion,
          releaseNotes: v.releaseNotes.length > 2000 ? `${v.releaseNotes.slice(0, 1999)}…` : v.releaseNotes,
        })),
      };
    },
  );

  tool(
    'get_changelog',
    {
      title: 'API changelog',
      description:
        'What changed between two versions (default: the default version and the one before it): a summary ' +
        'counting breaking and other changes, and the changes paged (breakingOnly to see those first).',
    },
    {
      itemId: ItemId,
      from: z.string().min(1).max(100).optional(),
      to: z.string().min(1).max(100).optional(),
      breakingOnly: z.boolean().default(false),
      limit: z.number().int().min(1).max(200).default(50),
      offset: Offset,
    },
    async (a) => {
      await requireAgentVisible(db, a.itemId);
      // The versions module's changelog (cached per pair of documents), paged for the agent.
      const log = await getChangelog(db, a.itemId, { from: a.from, to: a.to });
      const changes = a.breakingOnly ? log.changes.filter((c) => c.breaking) : log.changes;
      const next = a.offset + a.limit;
      return {
        from: log.from,
        to: log.to,
        summary: log.summary,
        releaseNotes: log.releaseNotes,
        total: changes.length,
        offset: a.offset,
        changes: changes.slice(a.offset, next),
        nextOffset: next < changes.length ? next : null,
        truncated: log.truncated,
      };
    },
  );

  tool(
    'get_api_overview',
    {
      title: 'API document overview',
      description:
        "The document's title, version, description, tags, security schemes and operation/schema counts.",
    },
    { itemId: ItemId, version: Version },
    async (a) => overview(await visibleDocument(a.itemId, a.version)),
  );

  tool(
    'list_operations',
    {
      title: 'List operations',
      description:
        'Operations of the API document, paged; filter by text or tag (AsyncAPI documents: SEND/RECEIVE operations, the tag is the channel).',
    },
    {
      itemId: ItemId,
      version: Version,
      filter: z.string().max(200).optional(),
      tag: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(100).default(50),
      offset: Offset,
    },
    async (a) => listOperations(await visibleDocument(a.itemId, a.version), a),
  );

  tool(
    'describe_operation',
    {
      title: 'Describe an operation',
      description:
        'One operation: parameters, request body and responses, schemas cut to a few levels (named schemas as {$ref: name}: use describe_schema).',
    },
    {
      itemId: ItemId,
      version: Version,
      operation: z.string().min(1).max(2000).describe('Its key ("GET /users/{id}") or operationId'),
    },
    async (a) => {
      const doc = await visibleDocument(a.itemId, a.version);
      if (isEventDocument(doc.doc)) {
        const event = findEventOperation(doc, a.operation);
        if (!event) throw notFound('The document has no such operation.');
        return describeEventOperation(doc, event, (s) => compactSchema(doc.doc, s, 3));
      }
      const op = findOperation(doc, a.operation);
      if (!op) throw notFound('The document has no such operation.');
      return describeOperation(doc, op);
    },
  );

  tool(
    'list_schemas',
    { title: 'List schemas', description: 'Named schemas of the API document, paged; filter by name.' },
    {
      itemId: ItemId,
      version: Version,
      filter: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(200).default(100),
      offset: Offset,
    },
    async (a) => listSchemas(await visibleDocument(a.itemId, a.version), a),
  );

  tool(
    'describe_schema',
    { title: 'Describe a schema', description: 'One named schema, cut to a few levels.' },
    { itemId: ItemId, version: Version, name: z.string().min(1).max(500) },
    async (a) => {
      const found = describeSchema(await visibleDocument(a.itemId, a.version), a.name);
      if (!found) throw notFound('The document has no such schema.');
      return found;
    },
  );

  tool(
    'generate_code_sample',
    {
      title: 'Generate a code sample',
      description: `A request for one operation built from the document's examples and schemas, in ${SAMPLE_LANGUAGES.join(', ')}.`,
    },
    {
      itemId: ItemId,
      operation: z.string().min(1).max(2000),
      language: z.enum(SAMPLE_LANGUAGES).default('curl'),
    },
    async (a) => {
      const doc = await visibleDocument(a.itemId);
      if (isEventDocument(doc.doc)) throw badRequest(NO_HTTP_FOR_EVENTS);
      const op = findOperation(doc, a.operation);
      if (!op) throw notFound('The document has no such operation.');
      const req = buildSampleRequest(doc, op);
      const server = declaredServers(doc.doc, doc.family)[0] ?? 'https://api.example.com';
      const qs = req.query.toString();
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = String(v);
      if (req.contentType) headers['content-type'] = req.contentType;
      for (const s of securitySchemes(doc.doc)) {
        if (s.type === 'apiKey' && s.in === 'header' && s.parameter) headers[s.parameter] = '<YOUR_API_KEY>';
        if (s.type === 'http' && s.scheme?.toLowerCase() === 'bearer')
          headers.authorization = 'Bearer <YOUR_TOKEN>';
      }
      const url = `${server.replace(/\/+$/, '')}${req.path}${qs ? `?${qs}` : ''}`;
      return {
        operation: op.key,
        language: a.language,
        code: codeSample(a.language, { method: req.method, url, headers, body: req.body?.toString('utf8') }),
      };
    },
  );

  tool(
    'list_my_access',
    {
      title: 'My apps and keys for an API',
      description:
        "The user's apps on the API's runtime with keys masked, and the status of each key and product.",
    },
    { itemId: ItemId },
    async (a) => {
      await requireAgentVisible(db, a.itemId);
      const rt = await getItemRuntime(
        { db, runtimes: await ctx.runtimes(), config: config.runtime, log: ctx.log },
        user,
        a.itemId,
      );
      const dev = rt.platformRuntime.developer;
      return {
        runtime: rt.storefront.runtime,
        apiProduct: rt.platformRuntime.apiProduct?.name ?? null,
        developerStatus: dev?.status ?? null,
        apps: (dev?.apps ?? []).map((app) => ({
          name: app.name,
          keys: app.credentials.map((c) => ({
            key: maskKey(c.consumerKey),
            status: c.status,
            expiresAt: c.expiresAt,
            products: c.products,
          })),
        })),
      };
    },
  );

  tool(
    'call_operation',
    {
      title: 'Call an operation',
      description:
        'Sends one request: to the portal\'s mock server (target "mock", the default), or for real to one of the ' +
        "document's servers through the portal's Try proxy, authenticated with one of the user's approved keys " +
        '(name the app from list_my_access). The key itself is never shown.',
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    {
      itemId: ItemId,
      operation: z.string().min(1).max(2000).describe('Its key ("GET /users/{id}") or operationId'),
      pathParams: z.record(z.string().max(2000)).optional(),
      query: z.record(z.string().max(2000)).optional(),
      headers: z.record(z.string().max(4000)).optional(),
      body: z
        .string()
        .max(256 * 1024)
        .optional(),
      target: z
        .string()
        .max(2000)
        .default('mock')
        .describe('"mock", or one of the servers the document declares'),
      app: z.string().max(100).optional().describe('For a real call: the app whose approved key to use'),
    },
    async (a) => {
      const doc = await visibleDocument(a.itemId);
      if (isEventDocument(doc.doc)) throw badRequest(NO_HTTP_FOR_EVENTS);
      const op = findOperation(doc, a.operation);
      if (!op) throw notFound('The document has no such operation.');
      const modes = await getInteractiveDocsConfig(db, a.itemId);
      let path = op.requestPath;
      for (const [k, v] of Object.entries(a.pathParams ?? {}))
        path = path.replaceAll(`{${k}}`, encodeURIComponent(v));
      if (/\{[^}]+\}/.test(path)) throw badRequest(`Path parameters are missing: ${path}.`);
      const headers: Record<string, string> = { ...(a.headers ?? {}) };
      const query: [string, string][] = Object.entries(a.query ?? {});
      if (op.discriminator && !/^x-/i.test(op.discriminator.name))
        query.push([op.discriminator.name, op.discriminator.value]);
      else if (op.discriminator) headers[op.discriminator.name] = op.discriminator.value;
      if (a.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
        headers['content-type'] = 'application/json';
      const mock = a.target === 'mock' || a.target === MOCK_TARGET;
      if (mock && !modes.allowedMock) throw forbidden('The provider does not allow mock calls for this API.');
      if (mock) placeMockCredentials(doc, headers, query);
      if (!mock) {
        if (!modes.allowedAPIKey)
          throw forbidden('The provider does not allow calls with API keys for this API.');
        const key = await approvedKey(a.itemId, a.app);
        placeKey(doc, key, headers, query);
      }
      const answer: TryResponse = await runTry(
        db,
        a.itemId,
        {
          server: mock ? MOCK_TARGET : a.target,
          method: op.method,
          path,
          query,
          headers,
          ...(a.body !== undefined ? { body: a.body } : {}),
        },
        null,
        tryGuard(config),
      );
      const body = answer.body.length > 32 * 1024 ? `${answer.body.slice(0, 32 * 1024)}…` : answer.body;
      return {
        status: answer.status,
        headers: answer.headers,
        body,
        truncated: answer.truncated || body.length < answer.body.length,
        durationMs: Math.round(answer.durationMs),
      };
    },
  );

  /** One of the user's approved keys for the item's product (the app named, or the first such). */
  async function approvedKey(itemId: string, appName: string | undefined): Promise<string> {
    const rt = await getItemRuntime(
      { db, runtimes: await ctx.runtimes(), config: config.runtime, log: ctx.log },
      user,
      itemId,
    );
    const product = rt.platformRuntime.apiProduct?.name;
    const now = Date.now();
    for (const app of rt.platformRuntime.developer?.apps ?? []) {
      if (appName && app.name !== appName) continue;
      for (const c of app.credentials) {
        const live = c.status === 'approved' && (!c.expiresAt || Date.parse(c.expiresAt) > now);
        const forProduct = c.products.some((p) => p.apiProduct === product && p.status === 'approved');
        if (live && forProduct) return c.consumerKey;
      }
    }
    throw forbidden(
      'You have no approved key for this API: request access first (or name an app that has one).',
    );
  }

  const mayWrite = ctx.only === undefined || WRITE_TOOLS.has(ctx.only);
  if (mayWrite && (await agentWriteToolsEnabled(db))) {
    const WRITE = {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    };
    const confirm = z
      .literal(true)
      .describe('Must be true: set it only after your user has confirmed this exact text is to be sent');
    tool(
      'ask_question',
      {
        title: 'Ask the provider a question',
        description:
          "Posts a question in the API's conversation under the user's name. Confirm with the user first.",
        annotations: WRITE,
      },
      { itemId: ItemId, message: z.string().min(1).max(10_000), confirm },
      async (a) => {
        await requireAgentVisible(db, a.itemId);
        const c = await createComment(db, {
          itemId: a.itemId,
          userId: user.id,
          isProvider: user.isProvider,
          message: a.message,
          styling: 'question',
          minIntervalMs: config.conversations.postIntervalMs,
        });
        return { posted: true, conversationKey: c.key, order: c.order };
      },
    );
    tool(
      'request_access',
      {
        title: 'Request access to an API',
        description:
          "Sends an access request for the API under the user's name. Confirm with the user first.",
        annotations: WRITE,
      },
      { itemId: ItemId, message: z.string().min(1).max(10_000), confirm },
      async (a) => {
        await requireAgentVisible(db, a.itemId);
        const c = await submitAccessRequest(db, {
          itemId: a.itemId,
          userId: user.id,
          isProvider: user.isProvider,
          message: a.message,
          minIntervalMs: config.conversations.postIntervalMs,
        });
        return { requested: true, conversationKey: c.key, order: c.order };
      },
    );
  }

  if (user.isProvider) {
    tool(
      'set_agent_visibility',
      {
        title: 'Show or hide an item to agents (providers)',
        description: 'Whether AI agents see this catalogue item at all.',
        annotations: { readOnlyHint: false, idempotentHint: true },
      },
      { itemId: z.string().min(1).max(200), visible: z.boolean() },
      async (a) => setAgentVisibility(db, a.itemId, a.visible),
    );
    tool(
      'agent_usage',
      {
        title: 'Agent usage (providers)',
        description: 'Agent tool calls per day and tool, for one item or all.',
      },
      {
        itemId: z.string().min(1).max(200).optional(),
        from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      },
      async (a) => agentUsage(db, a.itemId ?? null, a.from, a.to),
    );
  }
  // A tool this user does not have (or none by that name): the whole server answers it, as before.
  if (ctx.only !== undefined && registered === 0) {
    await server.close();
    return buildMcpServer({ ...ctx, only: undefined });
  }
  return server;
}

/** The first and last four characters: enough to tell keys apart, never enough to use one. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '••••' : `${key.slice(0, 4)}…${key.slice(-4)}`;
}

/** Puts the key where the document's API-key scheme wants it (a header by default). */
/**
 * The mock checks that the credentials the document names are present (as Prism does), and any value
 * passes: a mock call fills a placeholder for each scheme the agent did not fill itself, as Try does.
 */
export function placeMockCredentials(
  doc: CompiledDocument,
  headers: Record<string, string>,
  query: [string, string][],
) {
  const has = (name: string) => Object.keys(headers).some((h) => h.toLowerCase() === name.toLowerCase());
  for (const s of securitySchemes(doc.doc)) {
    if (s.type === 'apiKey' && s.parameter) {
      if (s.in === 'query') {
        if (!query.some(([k]) => k === s.parameter)) query.push([s.parameter, 'mock-key']);
      } else if (s.in === 'cookie') {
        if (!has('cookie')) headers.cookie = `${s.parameter}=mock-key`;
      } else if (!has(s.parameter)) headers[s.parameter] = 'mock-key';
    } else if (!has('authorization')) {
      const basic = s.type === 'basic' || (s.type === 'http' && s.scheme?.toLowerCase() === 'basic');
      headers.authorization = basic ? 'Basic bW9jazptb2Nr' : 'Bearer mock-token';
    }
  }
}

function placeKey(
  doc: CompiledDocument,
  key: string,
  headers: Record<string, string>,
  query: [string, string][],
) {
  const scheme = securitySchemes(doc.doc).find((s) => s.type === 'apiKey' && s.parameter);
  if (scheme?.in === 'query') query.push([scheme.parameter!, key]);
  else headers[scheme?.parameter ?? 'x-api-key'] = key;
}
