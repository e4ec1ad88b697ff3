import { describe, expect, it } from 'vitest';
import { normaliseForAjv } from './schema-normalise.ts';

describe('normaliseForAjv', () => {
  it('turns the OpenAPI dialect into JSON Schema, leaving data and names alone', () => {
    const doc = {
      components: {
        schemas: {
          A: {
            type: 'object',
            required: ['n'],
            properties: {
              n: { type: 'integer', minimum: 0, exclusiveMinimum: true, nullable: true },
              e: { type: 'string', enum: ['x'], nullable: true },
              // A property named like a keyword is a name, not a keyword.
              required: { type: 'boolean', required: true },
              pattern: { type: 'string', pattern: '(?i)abc' },
              d: { allOf: [{ $ref: '#/components/schemas/B' }, { description: 'about d' }] },
              f: { type: 'file' },
              g: { allOf: [{ $ref: '#/components/schemas/B' }], nullable: true },
            },
            example: { nullable: true, exclusiveMinimum: true },
          },
        },
      },
    };
    normaliseForAjv(doc);
    const props = doc.components.schemas.A.properties as Record<string, Record<string, unknown>>;
    expect(props.n).toEqual({ type: ['integer', 'null'], exclusiveMinimum: 0 });
    expect(props.e).toEqual({ type: ['string', 'null'], enum: ['x', null] });
    expect(props.required).toEqual({ type: 'boolean' });
    expect(props.pattern).toEqual({ type: 'string' });
    expect(props.d).toEqual({ allOf: [{ $ref: '#/components/schemas/B' }] });
    expect(props.f).toEqual({});
    expect(props.g).toEqual({ allOf: [{ $ref: '#/components/schemas/B' }] });
    expect(doc.components.schemas.A.required).toEqual(['n']);
    expect(doc.components.schemas.A.example).toEqual({ nullable: true, exclusiveMinimum: true });
  });
});
