import { type APIRequestContext, expect } from '@playwright/test';

/** The items the documentation specs make for themselves (provider API), so no other spec depends on them. */
export const DOCS_ITEMS = {
  /** Key and mock allowed; deployed on the native runtime, so "Get API Key" works. */
  keyed: 'e2e-docs-keyed',
  /**
   * Like keyed, for docs-reading.spec.ts: its tests get alice a key, which docs.spec.ts (running in
   * the other worker) must not see before its own "Get API Key".
   */
  keyedReading: 'e2e-docs-keyed-reading',
  /** Mock only. */
  mockOnly: 'e2e-docs-mock',
  /** Neither mode: no Try. */
  neither: 'e2e-docs-none',
  /** No document at all. */
  empty: 'e2e-docs-empty',
  /** Secured with OAuth 2 (client credentials and authorization code); mock allowed. */
  oauth: 'e2e-docs-oauth',
} as const;

/** The pets document secured by OAuth 2 instead of an API key. */
export const oauthDocument = (title: string, tokenUrl = 'https://auth.pets.example.com/token') => {
  const base = docsDocument(title);
  return {
    ...base,
    components: {
      ...base.components,
      securitySchemes: {
        petsAuth: {
          type: 'oauth2',
          description: 'Tokens from the pets authorization server.',
          flows: {
            clientCredentials: { tokenUrl, scopes: { 'pets:read': 'Read pets' } },
            authorizationCode: {
              authorizationUrl: tokenUrl.replace(/token$/, 'auth'),
              tokenUrl,
              scopes: { 'pets:read': 'Read pets' },
            },
          },
        },
      },
    },
    security: [{ petsAuth: ['pets:read'] }],
  };
};

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
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 }, example: 2 },
          { name: 'status', in: 'query', schema: { type: 'string', enum: ['available', 'sold'] } },
        ],
        responses: {
          '200': {
            description: 'The pets, **paged**.\n\nSee [the guide](https://pets.example.com/guide).',
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
  for (const id of [DOCS_ITEMS.keyed, DOCS_ITEMS.keyedReading, DOCS_ITEMS.mockOnly, DOCS_ITEMS.neither]) {
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
  await override(DOCS_ITEMS.keyedReading, {});
  await override(DOCS_ITEMS.mockOnly, { allowedAPIKey: false, allowedMock: true });
  await override(DOCS_ITEMS.neither, { allowedAPIKey: false, allowedMock: false });
  if ((await request.fetch(`/api/provider/items/${DOCS_ITEMS.oauth}`, { headers: auth })).status() === 404) {
    await ok(
      await request.fetch('/api/provider/items', {
        method: 'POST',
        headers: auth,
        data: { id: DOCS_ITEMS.oauth, name: 'Docs secured by OAuth' },
      }),
      'oauth item',
    );
  }
  await ok(
    await request.fetch(`/api/provider/items/${DOCS_ITEMS.oauth}/document?filename=pets.json`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      data: JSON.stringify(oauthDocument(`Docs ${DOCS_ITEMS.oauth}`)),
    }),
    'document oauth',
  );
  await override(DOCS_ITEMS.oauth, { allowedAPIKey: false, allowedMock: true });
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
