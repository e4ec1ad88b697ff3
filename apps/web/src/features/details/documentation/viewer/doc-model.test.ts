import { describe, expect, it } from 'vitest';
import { indexDocument, operationDetail } from './doc-model.ts';

const doc = {
  openapi: '3.0.0',
  info: { title: 'T', version: '2' },
  servers: [{ url: 'https://{env}.x.io/', variables: { env: { default: 'api' } } }],
  tags: [{ name: 'b' }, { name: 'a' }],
  components: {
    schemas: {
      Node: {
        type: 'object',
        properties: { next: { $ref: '#/components/schemas/Node' }, v: { type: 'string', nullable: true } },
      },
    },
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
  },
  paths: {
    '/a': {
      get: {
        tags: ['a'],
        summary: 'A',
        security: [{ bearer: [] }],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
          },
        },
      },
    },
    '/b': {
      post: {
        tags: ['b'],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object', properties: { n: { type: 'integer' } } } },
          },
        },
        responses: {},
      },
    },
  },
};

describe('documentation model (worker side)', () => {
  it('indexes operations in tag order with servers expanded', () => {
    const { index } = indexDocument(structuredClone(doc));
    expect(index.operations.map((o) => `${o.tag} ${o.method} ${o.path}`)).toEqual(['b POST /b', 'a GET /a']);
    expect(index.servers).toEqual(['https://api.x.io']);
    expect(index.apiServers).toBeUndefined();
  });

  it('reads the API servers the portal keeps beside the mock server, http(s) only', () => {
    const mocked = {
      ...structuredClone(doc),
      servers: [{ url: 'https://portal/api/mock/x' }],
      'x-storefront-api-servers': ['https://api.x.io/v1', 'ftp://files.x.io', 7],
    };
    const { index } = indexDocument(mocked);
    expect(index.servers).toEqual(['https://portal/api/mock/x']);
    expect(index.apiServers).toEqual(['https://api.x.io/v1']);
  });

  it('shows a $ref cycle as circular instead of following it, with samples and security', () => {
    const loaded = indexDocument(structuredClone(doc));
    const a = operationDetail(loaded, loaded.index.operations.find((o) => o.path === '/a')!.id);
    const node = a.responses[0].media[0].schema!;
    expect(node.ref).toBe('Node');
    expect(node.properties?.find((p) => p.name === 'next')?.node).toEqual({ ref: 'Node', circular: true });
    expect(node.properties?.find((p) => p.name === 'v')?.node).toMatchObject({
      type: 'string',
      nullable: true,
    });
    expect(a.security).toEqual([{ name: 'bearer', type: 'http', scheme: 'bearer' }]);
    const b = operationDetail(loaded, loaded.index.operations.find((o) => o.path === '/b')!.id);
    expect(JSON.parse(b.requestBody!.media[0].example)).toEqual({ n: 0 });
  });

  it('reads Swagger 2.0 bodies, form data and responses', () => {
    const loaded = indexDocument({
      swagger: '2.0',
      info: { title: 'S' },
      host: 'old.io',
      basePath: '/v1',
      paths: {
        '/x': {
          post: {
            parameters: [
              {
                name: 'body',
                in: 'body',
                required: true,
                schema: { type: 'object', properties: { a: { type: 'string' } } },
              },
            ],
            responses: { '201': { description: 'made', schema: { type: 'string' } } },
          },
        },
      },
    });
    expect(loaded.index.servers).toEqual(['https://old.io/v1']);
    const x = operationDetail(loaded, 0);
    expect(x.requestBody?.media[0].type).toBe('application/json');
    expect(x.responses[0]).toMatchObject({ status: '201', media: [{ type: 'application/json' }] });
  });

  it('reads the overview, every security scheme with its flows, and the schema names', () => {
    const { index } = indexDocument({
      openapi: '3.1.0',
      info: {
        title: 'O',
        version: '3',
        description: 'Intro **bold**',
        termsOfService: 'https://x.io/tos',
        contact: { name: 'Team', email: 'team@x.io', url: 'https://x.io' },
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      externalDocs: { url: 'https://x.io/docs', description: 'Guides' },
      components: {
        schemas: { A: { type: 'string' }, B: { type: 'object' } },
        securitySchemes: {
          key: { type: 'apiKey', in: 'query', name: 'k', description: 'The key' },
          oauth: {
            type: 'oauth2',
            flows: {
              clientCredentials: { tokenUrl: 'https://auth.x.io/token', scopes: { read: 'Read all' } },
              authorizationCode: {
                authorizationUrl: 'https://auth.x.io/auth',
                tokenUrl: 'https://auth.x.io/token',
                scopes: {},
              },
            },
          },
        },
      },
      paths: {},
    });
    expect(index).toMatchObject({
      title: 'O',
      version: '3',
      description: 'Intro **bold**',
      termsOfService: 'https://x.io/tos',
      contact: { name: 'Team', email: 'team@x.io', url: 'https://x.io' },
      license: { name: 'MIT' },
      externalDocs: { url: 'https://x.io/docs', description: 'Guides' },
      schemas: ['A', 'B'],
    });
    expect(index.securitySchemes).toEqual([
      { name: 'key', type: 'apiKey', in: 'query', paramName: 'k', description: 'The key' },
      {
        name: 'oauth',
        type: 'oauth2',
        scheme: 'bearer',
        description: '',
        flows: [
          {
            flow: 'clientCredentials',
            tokenUrl: 'https://auth.x.io/token',
            scopes: [{ name: 'read', description: 'Read all' }],
          },
          {
            flow: 'authorizationCode',
            authorizationUrl: 'https://auth.x.io/auth',
            tokenUrl: 'https://auth.x.io/token',
            scopes: [],
          },
        ],
      },
    ]);
  });

  it('keys operations by unique operationId, else by method and path', () => {
    const loaded = indexDocument({
      openapi: '3.0.0',
      info: { title: 'K' },
      paths: {
        '/a': {
          get: { operationId: 'repos/get', responses: {} },
          put: { operationId: 'dup', responses: {} },
        },
        '/b': { get: { responses: {} }, post: { operationId: 'dup', responses: {} } },
      },
    });
    expect(loaded.index.operations.map((o) => o.key)).toEqual(['repos/get', 'PUT /a', 'GET /b', 'POST /b']);
    expect(operationDetail(loaded, 2).key).toBe('GET /b');
  });

  it('prefills parameters from the document only, never with a "string" placeholder', () => {
    const loaded = indexDocument({
      openapi: '3.0.0',
      info: { title: 'P' },
      paths: {
        '/r/{owner}/{repo}/{n}/{state}': {
          get: {
            parameters: [
              { name: 'owner', in: 'path', required: true, schema: { type: 'string' } },
              {
                name: 'repo',
                in: 'path',
                required: true,
                examples: { a: { value: 'hello' } },
                schema: { type: 'string' },
              },
              { name: 'n', in: 'path', required: true, schema: { type: 'integer', example: 42 } },
              {
                name: 'state',
                in: 'path',
                required: true,
                schema: { type: 'string', enum: ['open', 'closed'] },
              },
              { name: 'sort', in: 'query', schema: { type: 'string', default: 'created' } },
              {
                name: 'labels',
                in: 'query',
                schema: { type: 'array', items: { type: 'string', enum: ['x', 'y'] } },
              },
            ],
            responses: {},
          },
        },
      },
    });
    const d = operationDetail(loaded, 0);
    expect(d.parameters.map((p) => [p.name, p.example])).toEqual([
      ['owner', ''],
      ['repo', 'hello'],
      ['n', '42'],
      ['state', 'open'],
      ['sort', 'created'],
      ['labels', ''],
    ]);
    expect(d.parameters.find((p) => p.name === 'state')?.options).toEqual(['open', 'closed']);
    expect(d.parameters.find((p) => p.name === 'owner')?.options).toBeUndefined();
  });
});
