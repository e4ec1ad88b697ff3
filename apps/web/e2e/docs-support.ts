import { type APIRequestContext, expect } from '@playwright/test';

/** The items the documentation specs make for themselves (provider API), so no other spec depends on them. */
export const DOCS_ITEMS = {
  /** Key and mock allowed; deployed on the native runtime, so "Get API Key" works. */
  keyed: 'e2e-docs-keyed',
  /** Mock only. */
  mockOnly: 'e2e-docs-mock',
  /** Neither mode: no Try. */
  neither: 'e2e-docs-none',
  /** No document at all. */
  empty: 'e2e-docs-empty',
} as const;

export const docsDocument = (title: string) => ({
  openapi: '3.0.3',
  info: { title, version: '1.0.0', description: 'Pets for **documentation** tests.' },
  servers: [{ url: 'https://pets.example.com/v1' }],
  components: {
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    schemas: {
      Pet: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          name: { type: 'string' },
          parent: { $ref: '#/components/schemas/Pet' },
        },
      },
    },
  },
  security: [{ apiKey: [] }],
  tags: [{ name: 'pets', description: 'Everything about pets' }],
  paths: {
    '/pets': {
      get: {
        tags: ['pets'],
        summary: 'List pets',
        operationId: 'listPets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 }, example: 2 }],
        responses: {
          '200': {
            description: 'The pets',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
                example: [{ id: 7, name: 'Rex' }],
              },
            },
          },
        },
      },
    },
    '/pets/{petId}': {
      get: {
        tags: ['pets'],
        summary: 'Show a pet',
        parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: {
          '200': {
            description: 'A pet',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
        },
      },
    },
  },
});

async function ok(res: Awaited<ReturnType<APIRequestContext['fetch']>>, what: string) {
  expect(res.ok(), `${what} -> ${res.status()} ${await res.text()}`).toBe(true);
}

/** Creates (or resets) the documentation items as paula, through the provider API. */
export async function makeDocsItems(request: APIRequestContext, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  for (const id of [DOCS_ITEMS.keyed, DOCS_ITEMS.mockOnly, DOCS_ITEMS.neither]) {
    await ok(
      await request.fetch(`/api/provider/items/${id}/document?filename=pets.json`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        data: JSON.stringify(docsDocument(`Docs ${id}`)),
      }),
      `document ${id}`,
    );
    await ok(
      await request.fetch(`/api/provider/items/${id}`, {
        method: 'PATCH',
        headers: auth,
        data: { storefront: `native:e2e:${id}` },
      }),
      `deploy ${id}`,
    );
  }
  const override = async (id: string, data: object) =>
    ok(
      await request.fetch(`/api/provider/items/${id}/interactivedocs/config`, {
        method: 'PUT',
        headers: auth,
        data,
      }),
      `override ${id}`,
    );
  await override(DOCS_ITEMS.keyed, {});
  await override(DOCS_ITEMS.mockOnly, { allowedAPIKey: false, allowedMock: true });
  await override(DOCS_ITEMS.neither, { allowedAPIKey: false, allowedMock: false });
  const empty = await request.fetch(`/api/provider/items/${DOCS_ITEMS.empty}`, { headers: auth });
  if (empty.status() === 404) {
    await ok(
      await request.fetch('/api/provider/items', {
        method: 'POST',
        headers: auth,
        data: { id: DOCS_ITEMS.empty, name: 'Docs without a document' },
      }),
      'empty item',
    );
  }
}
