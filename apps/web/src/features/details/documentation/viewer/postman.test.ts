import { describe, expect, it } from 'vitest';
import { indexDocument } from './doc-model.ts';
import { postmanCollection } from './postman.ts';

describe('Postman collection', () => {
  it('has one request per operation by tag, with the key as a collection variable', () => {
    const loaded = indexDocument({
      openapi: '3.0.0',
      info: { title: 'Pets', version: '1' },
      components: { securitySchemes: { k: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
      security: [{ k: [] }],
      tags: [{ name: 'pets' }],
      paths: {
        '/pets/{id}': {
          get: {
            tags: ['pets'],
            summary: 'Show',
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 3 } },
              { name: 'q', in: 'query', schema: { type: 'string' } },
            ],
            responses: {},
          },
        },
        '/pets': {
          post: {
            tags: ['pets'],
            requestBody: { content: { 'application/json': { example: { name: 'Rex' } } } },
            responses: {},
          },
        },
      },
    });
    const c = postmanCollection(loaded, 'https://api.x.io', 'KEY1');
    expect(c.info.schema).toContain('v2.1.0');
    expect(c.variable).toEqual([
      { key: 'baseUrl', value: 'https://api.x.io', type: 'string' },
      { key: 'apiKey', value: 'KEY1', type: 'secret' },
    ]);
    expect(c.item).toHaveLength(1);
    const [show, create] = c.item[0].item as {
      name: string;
      request: { header: unknown[]; url: Record<string, unknown>; body?: unknown };
    }[];
    expect(show.name).toBe('Show');
    expect(show.request.url).toMatchObject({
      raw: '{{baseUrl}}/pets/:id',
      path: ['pets', ':id'],
      variable: [{ key: 'id', value: '3' }],
      query: [{ key: 'q', value: '', disabled: true }],
    });
    expect(show.request.header).toContainEqual({ key: 'X-API-Key', value: '{{apiKey}}' });
    expect(create.request.body).toEqual({ mode: 'raw', raw: '{\n  "name": "Rex"\n}' });
    expect(postmanCollection(loaded, 'https://api.x.io', null).variable[1].value).toBe('');
  });
});
