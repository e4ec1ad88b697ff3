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
});
