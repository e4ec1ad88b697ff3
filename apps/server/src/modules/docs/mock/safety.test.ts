import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';
import { putDocument } from '../test-fixtures.ts';
import { CompiledDocument } from './compiled-document.ts';
import { linearRegExp, safeToExpand, unsupportedPatterns } from './linear-regexp.ts';
import { MAX_ARRAY_ITEMS } from './request-checks.ts';
import { MAX_MOCK_BODY } from './web-routes.ts';

/**
 * Documents that attack the server (issue 26 item 2): a pattern that makes a backtracking engine run
 * for ever, object arrays that make uniqueItems quadratic, and bodies larger than a sample request.
 * Each of these held the event loop for seconds to hours before; the bounds below are generous
 * (the figures, under 100 ms, are in bench/mock.ts) and still fail against the old code, which did
 * not finish at all for the pattern.
 */
const hostile = {
  openapi: '3.0.3',
  info: { title: 'Hostile', version: '1' },
  paths: {
    '/explode': {
      get: {
        responses: {
          '200': {
            description: 'a string the sampler would expand to a gigabyte',
            content: {
              'application/json': { schema: { type: 'string', pattern: '^((a{1000}){1000}){1000}$' } },
            },
          },
        },
      },
    },
    '/match': {
      get: {
        parameters: [
          { name: 'q', in: 'query', required: true, schema: { type: 'string', pattern: '^(a+)+$' } },
        ],
        responses: {
          '200': { description: 'ok', content: { 'application/json': { example: { ok: true } } } },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', pattern: '^(\\w+\\s?)*$' },
                  tags: {
                    type: 'array',
                    uniqueItems: true,
                    items: { type: 'object', additionalProperties: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
        responses: {
          '201': { description: 'ok', content: { 'application/json': { example: { ok: true } } } },
        },
      },
    },
  },
};

let t: TestApp;
let alice: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.authHeaders('alice');
  await makeItem(t.db, 'hostile');
  await putDocument(t.db, 'hostile', JSON.stringify(hostile), 'json');
});
afterAll(async () => t.close());

const timed = async <T>(fn: () => Promise<T>) => {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
};

describe('the mock under hostile documents and requests', () => {
  it('checks a catastrophic-backtracking pattern in linear time, query and body', async () => {
    // Warm the compiled document so the figure is the check alone.
    await t.app.inject({ url: '/api/mock/hostile/match?q=aaa', headers: alice });
    const evil = `${'a'.repeat(40)}!`;
    const q = await timed(() => t.app.inject({ url: `/api/mock/hostile/match?q=${evil}`, headers: alice }));
    expect(q.value.statusCode).toBe(400);
    expect(q.value.json().detail).toContain('query.q must match pattern');
    expect(q.ms).toBeLessThan(2000);
    const ok = await t.app.inject({ url: '/api/mock/hostile/match?q=aaaa', headers: alice });
    expect(ok.statusCode).toBe(200);

    const body = JSON.stringify({ name: `${'ab '.repeat(5000)}!` });
    const b = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/mock/hostile/match',
        headers: { ...alice, 'content-type': 'application/json' },
        payload: body,
      }),
    );
    expect(b.value.statusCode).toBe(400);
    expect(b.ms).toBeLessThan(2000);
  });

  it('finds duplicates among large object items in one pass, and caps array sizes', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mock/hostile/match',
        headers: { ...alice, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const filler = 'x'.repeat(900);
    // Items equal but for their last key: the pairwise comparison had to read every one in full.
    const items = Array.from({ length: MAX_ARRAY_ITEMS }, (_, i) => ({ a: filler, z: String(i) }));
    const unique = await timed(() => post({ tags: items }));
    expect(unique.value.statusCode).toBe(201);
    expect(unique.ms).toBeLessThan(2000);
    const dup = await post({ tags: [...items.slice(0, 10), { z: '3', a: filler }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().detail).toContain(
      'body.tags must NOT have duplicate items (items ## 3 and 10 are identical)',
    );
    const tooMany = await post({
      tags: Array.from({ length: MAX_ARRAY_ITEMS + 1 }, (_, i) => ({ z: `${i}` })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toContain(
      `body.tags has ${MAX_ARRAY_ITEMS + 1} items; the mock checks at most`,
    );
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { d: deep };
    expect((await post({ tags: [deep] })).json().detail).toContain('nested more than 64 levels deep');
  });

  it('does not expand an explosive response pattern into a sample', async () => {
    const res = await timed(() => t.app.inject({ url: '/api/mock/hostile/explode', headers: alice }));
    // RE2 refuses a repeat count this large, so the pattern goes unchecked and a plain sample answers.
    expect(res.value.statusCode).toBe(200);
    expect(res.value.body.length).toBeLessThan(100);
    expect(res.ms).toBeLessThan(2000);
  });

  it('refuses a body larger than a sample request before parsing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mock/hostile/match',
      headers: { ...alice, 'content-type': 'application/json' },
      payload: `{"name":"${'a'.repeat(MAX_MOCK_BODY)}"}`,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('linearRegExp', () => {
  it('matches as RegExp does, and leaves unchecked what RE2 cannot express', () => {
    expect(linearRegExp('^[a-z]+\\d{2}$').test('abc12')).toBe(true);
    expect(linearRegExp('^[a-z]+\\d{2}$').test('abc1')).toBe(false);
    expect(linearRegExp('^\\p{L}+$').test('Åsa')).toBe(true);
    expect(linearRegExp('^(?=.*[A-Z]).{8,}$').test('lowercase')).toBe(true);
    expect(unsupportedPatterns.has('^(?=.*[A-Z]).{8,}$')).toBe(true);
  });
});

describe('patterns in one Ajv instance', () => {
  it('are each checked with their own matcher (Ajv keys them by their text)', () => {
    const doc = new CompiledDocument({
      openapi: '3.0.3',
      paths: {},
      components: {
        schemas: {
          Pair: {
            type: 'object',
            properties: { a: { type: 'string', pattern: '^a+$' }, b: { type: 'string', pattern: '^b+$' } },
          },
        },
      },
    });
    const validate = doc.validator({ pointer: '#/components/schemas/Pair' });
    expect(validate({ a: 'aa', b: 'bb' })).toBe(true);
    // Before: every pattern after the first was tested with the first one's matcher.
    expect(validate({ a: 'aa', b: 'aa' })).toBe(false);
    expect(validate({ a: 'bb', b: 'bb' })).toBe(false);
  });
});

describe('safeToExpand', () => {
  it('refuses patterns whose counted repeats multiply past what a sample needs', () => {
    expect(safeToExpand('^[A-Z]{2}\\d{4,8}$')).toBe(true);
    expect(safeToExpand('^((a{1000}){1000}){1000}$')).toBe(false);
    expect(safeToExpand('^a{20000}$')).toBe(false);
    expect(safeToExpand('^(ab{50,}){300}$')).toBe(false);
  });
});
