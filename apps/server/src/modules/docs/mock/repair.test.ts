import { describe, expect, it } from 'vitest';
import { CompiledDocument } from './compiled-document.ts';
import { numberFor, repairValue, stringFor } from './repair.ts';

const doc = new CompiledDocument({
  openapi: '3.0.3',
  info: { title: 'Repair', version: '1' },
  paths: {},
  components: {
    schemas: {
      Arn: {
        type: 'string',
        pattern: 'arn:[\\w+=/,.@-]+:acm:[\\w+=/,.@-]*:[0-9]+:[\\w+=,.@-]+(/[\\w+=,.@-]+)*',
        minLength: 20,
      },
      Thing: {
        type: 'object',
        required: ['arn', 'when', 'size', 'kind', 'tags', 'owner'],
        additionalProperties: false,
        properties: {
          arn: { $ref: '#/components/schemas/Arn' },
          when: { type: 'string', format: 'date-time' },
          size: { type: 'integer', minimum: 10, maximum: 20, multipleOf: 4 },
          kind: { type: 'string', enum: ['big', 'small'] },
          tags: { type: 'array', minItems: 2, items: { type: 'string', maxLength: 3 } },
          owner: {
            oneOf: [
              { type: 'object', required: ['user'], properties: { user: { type: 'string' } } },
              { type: 'object', required: ['team'], properties: { team: { type: 'integer' } } },
            ],
          },
        },
      },
      Impossible: { type: 'string', minLength: 5, maxLength: 2 },
    },
  },
});

describe('repairValue', () => {
  it('fixes pattern, format, bounds, enum, required, extra, minItems and oneOf errors in turn', () => {
    const validate = doc.validator({ pointer: '#/components/schemas/Thing' });
    const broken = { arn: 'string', when: 'yesterday', size: 3, kind: 'huge', tags: ['toolong'], extra: 1 };
    expect(validate(broken)).toBe(false);
    const fixed = repairValue(doc, validate, broken, 'response') as Record<string, unknown>;
    expect(validate(fixed)).toBe(true);
    expect(fixed).toMatchObject({ when: '2024-01-15T12:00:00Z', size: 12, kind: 'big' });
    expect(fixed.arn).toMatch(/^arn:.+:acm:/);
    expect(fixed).not.toHaveProperty('extra');
    // The value it started from is left as it was (it may be the document's own example).
    expect(broken.size).toBe(3);
  });

  it('gives up within its bounds on a schema no value satisfies', () => {
    const validate = doc.validator({ pointer: '#/components/schemas/Impossible' });
    expect(repairValue(doc, validate, 'x', 'response')).toBeUndefined();
  });
});

describe('stringFor and numberFor', () => {
  it('generate from patterns with length bounds, and refuse to expand explosive ones', () => {
    expect(stringFor({ pattern: '^[a-z]{3}-\\d{2}$' })).toMatch(/^[a-z]{3}-\d{2}$/);
    expect(stringFor({ pattern: '^x+$', minLength: 40 })).toMatch(/^x{40,}$/);
    // Nested counted repeats would make a string of 10^9 characters: the plain sample instead.
    expect(stringFor({ pattern: '^((a{1000}){1000}){1000}$' })).toBe('string');
    expect(stringFor({ format: 'uuid' })).toMatch(/^[0-9a-f-]{36}$/);
    expect(stringFor({ minLength: 10 })).toHaveLength(10);
  });

  it('stay inside bounds', () => {
    expect(numberFor({ minimum: 5 }, true)).toBe(5);
    expect(numberFor({ exclusiveMinimum: 5 }, true)).toBe(6);
    expect(numberFor({ maximum: -3, multipleOf: 2 }, true)).toBe(-4);
    expect(numberFor({ minimum: 0.5, maximum: 0.9 }, false)).toBe(0.5);
  });
});
