import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { validationOptions } from './validation.ts';

async function appWithSchema() {
  const app = Fastify(validationOptions);
  registerErrorHandling(app);
  app.post(
    '/x',
    {
      schema: {
        body: Type.Object(
          {
            items: Type.Array(
              Type.Object({ label: Type.String(), value: Type.Number() }, { additionalProperties: false }),
            ),
          },
          { additionalProperties: false },
        ),
        querystring: Type.Object({ pageSize: Type.Optional(Type.Integer({ minimum: 1 })) }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('validation errors name the field', () => {
  it('names a nested missing field with its path', async () => {
    const app = await appWithSchema();
    const res = await app.inject({ method: 'POST', url: '/x', payload: { items: [{ value: 1 }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'HTTP-400', detail: 'Invalid body.items.0.label: is required' });
  });

  it('names an unknown field', async () => {
    const app = await appWithSchema();
    const res = await app.inject({ method: 'POST', url: '/x', payload: { items: [], evil: 1 } });
    expect(res.json().detail).toBe('Invalid body.evil: is not an allowed field');
  });

  it('names a bad query parameter', async () => {
    const app = await appWithSchema();
    const res = await app.inject({ method: 'POST', url: '/x?pageSize=0', payload: { items: [] } });
    expect(res.json().detail).toBe('Invalid querystring.pageSize: must be >= 1');
  });
});

describe('numbers that are not finite', () => {
  it('refuses a query number Ajv would coerce to Infinity, naming the field', async () => {
    const app = await appWithSchema();
    for (const v of ['1e309', '-1e309', 'Infinity']) {
      const res = await app.inject({ method: 'POST', url: `/x?pageSize=${v}`, payload: { items: [] } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'HTTP-400',
        detail: 'Invalid querystring.pageSize: must be a finite number',
      });
    }
  });

  it('refuses a body number coerced from a string to Infinity, and keeps finite ones', async () => {
    const app = await appWithSchema();
    const bad = await app.inject({
      method: 'POST',
      url: '/x',
      payload: {
        items: [
          { label: 'a', value: 1 },
          { label: 'b', value: '-1e400' },
        ],
      },
    });
    expect(bad.json()).toEqual({
      code: 'HTTP-400',
      detail: 'Invalid body.items.1.value: must be a finite number',
    });
    const good = await app.inject({
      method: 'POST',
      url: '/x?pageSize=1e3',
      payload: { items: [{ label: 'a', value: '1.5e300' }] },
    });
    expect(good.statusCode).toBe(200);
  });
});
