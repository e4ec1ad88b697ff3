import { describe, expect, it } from 'vitest';
import { indexDocument } from './doc-model.ts';
import { openapiWithKey } from './openapi-file.ts';

describe('OpenAPI file with the consumer key', () => {
  const openapi3 = {
    openapi: '3.0.0',
    info: { title: 'Pets', version: '2' },
    servers: [{ url: 'https://pets.example.com/v2' }],
    components: {
      securitySchemes: {
        k: { type: 'apiKey', in: 'query', name: 'api_key', description: 'The key.' },
        b: { type: 'http', scheme: 'bearer' },
        o: { type: 'oauth2', flows: {} },
      },
    },
    paths: {},
  };

  it('puts the key beside every key scheme and leaves OAuth 2 and the source alone', () => {
    const loaded = indexDocument(structuredClone(openapi3));
    const out = openapiWithKey(loaded, 'K-123') as typeof openapi3;
    const s = out.components.securitySchemes as Record<string, Record<string, unknown>>;
    expect(s.k).toMatchObject({
      'x-storefront-key': 'K-123',
      description: 'The key.\n\nYour key from the portal, sent in the query parameter "api_key": `K-123`',
    });
    expect(s.b.description).toBe('Your key from the portal, sent in Authorization: bearer: `K-123`');
    expect(s.o['x-storefront-key']).toBeUndefined();
    expect(out.servers).toEqual(openapi3.servers);
    // The viewer's own copy is not changed.
    expect(JSON.stringify(loaded.doc)).not.toContain('K-123');
    expect(openapiWithKey(loaded, null)).toEqual(loaded.doc);
  });

  it('leaves out the portal note of the API servers (mock mode), key or not', () => {
    const mocked = {
      ...structuredClone(openapi3),
      'x-storefront-api-servers': ['https://pets.example.com/v2'],
    };
    const loaded = indexDocument(mocked);
    expect(openapiWithKey(loaded, null)).not.toHaveProperty('x-storefront-api-servers');
    expect(openapiWithKey(loaded, 'K')).not.toHaveProperty('x-storefront-api-servers');
    expect(loaded.doc).toHaveProperty('x-storefront-api-servers');
  });

  it('reads Swagger 2 securityDefinitions', () => {
    const loaded = indexDocument({
      swagger: '2.0',
      info: { title: 'Old', version: '1' },
      securityDefinitions: { h: { type: 'apiKey', in: 'header', name: 'X-Key' }, p: { type: 'basic' } },
      paths: {},
    });
    const out = openapiWithKey(loaded, 'K') as {
      securityDefinitions: Record<string, Record<string, unknown>>;
    };
    expect(out.securityDefinitions.h.description).toBe(
      'Your key from the portal, sent in the header "X-Key": `K`',
    );
    expect(out.securityDefinitions.p['x-storefront-key']).toBe('K');
  });
});
