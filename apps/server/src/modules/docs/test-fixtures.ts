import { createHash } from 'node:crypto';
import type { Database } from '../../db/connection.ts';

/** A small OpenAPI 3.0 document exercising what the mock does. */
export const petstore = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.0.0' },
  servers: [{ url: 'https://{region}.pets.example.com/v1', variables: { region: { default: 'eu' } } }],
  components: {
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    schemas: {
      Pet: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          name: { type: 'string', minLength: 1 },
          tag: { type: 'string', nullable: true },
          parent: { $ref: '#/components/schemas/Pet' },
        },
      },
      NewPet: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { name: { type: 'string', minLength: 1 }, tag: { type: 'string' } },
      },
    },
  },
  security: [{ apiKey: [] }],
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        tags: ['pets'],
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string', pattern: '^[a-f0-9]+$' } },
        ],
        responses: {
          '200': {
            description: 'pets',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
                example: [{ id: 7, name: 'Rex', tag: null }],
              },
            },
          },
        },
      },
      post: {
        operationId: 'createPet',
        tags: ['pets'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/NewPet' } } },
        },
        responses: {
          '201': {
            description: 'created',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          '400': { description: 'bad' },
        },
      },
    },
    '/pets/mine': {
      get: {
        responses: {
          '200': {
            description: 'mine',
            content: { 'text/plain': { schema: { type: 'string' }, example: 'mine' } },
          },
        },
      },
    },
    '/pets/{petId}': {
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: {
        operationId: 'showPet',
        responses: {
          '200': {
            description: 'pet',
            content: {
              // The documented example does not match its schema: the mock must not serve it.
              'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { id: 'x' } },
            },
          },
        },
      },
      delete: { responses: { '204': { description: 'gone' } } },
    },
    '/broken': {
      get: {
        responses: {
          '200': { description: 'x', content: { 'application/json': { schema: { $ref: 'other.yaml#/X' } } } },
        },
      },
    },
  },
};

export const swagger2 = `swagger: '2.0'
info: { title: Old, version: '1' }
host: old.example.com
basePath: /api
schemes: [https]
produces: [application/json]
paths:
  /things/{id}:
    get:
      parameters:
        - { name: id, in: path, required: true, type: string, pattern: '^[a-z]+$' }
        - { name: n, in: query, type: integer, required: true }
      responses:
        '200':
          description: ok
          schema: { $ref: '#/definitions/Thing' }
definitions:
  Thing:
    type: object
    required: [id]
    properties:
      id: { type: string }
      size: { type: number, minimum: 0, exclusiveMinimum: true }
`;

export async function putDocument(db: Database, itemId: string, text: string, format: 'json' | 'yaml') {
  const content = Buffer.from(text);
  const values = {
    filename: `doc.${format}`,
    content_type: format === 'json' ? 'application/json' : 'application/yaml',
    format,
    spec_version: '3.0.3',
    content,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
  await db
    .insertInto('item_documents')
    .values({ item_id: itemId, ...values })
    .onConflict((oc) => oc.column('item_id').doUpdateSet(values))
    .execute();
}
