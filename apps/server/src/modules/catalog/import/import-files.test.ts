import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/connection.ts';
import { createTestDb } from '../../../test/db.ts';
import { directoryRoot } from './directory.ts';
import { formatSummary, type ImportFileResult, importPaths } from './import-files.ts';
import { MIB } from './limits.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

let handle: DbHandle;
let dir: string;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insertInto('taxonomies').values({ id: 'domains', name: 'Domains' }).execute();
  await handle.db
    .insertInto('classifications')
    .values({ id: 'pets', taxonomy_id: 'domains', label: 'Pets' })
    .execute();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-files-test-'));
  // A mix: a split Swagger 2.0 YAML API with a sidecar, a directory document, hostile files.
  fs.cpSync(path.join(fixtures, 'petstore-swagger2'), path.join(dir, 'petstore'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'petstore/petstore.yaml.storefront.json'),
    JSON.stringify({ division: 'Retail', classifications: ['pets'], attachments: ['guide.md'] }),
  );
  fs.copyFileSync(path.join(directoryRoot(), '1forge.com.json'), path.join(dir, '1forge.json'));
  fs.copyFileSync(path.join(fixtures, 'hostile/ref-cycle.json'), path.join(dir, 'cycle.json'));
  fs.writeFileSync(path.join(dir, 'image.json'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
  fs.writeFileSync(
    path.join(dir, 'bad-plan.yaml'),
    'openapi: 3.0.0\ninfo: {title: Plans, version: "1"}\npaths: {}\n',
  );
  fs.writeFileSync(path.join(dir, 'bad-plan.storefront.yaml'), 'pricingPlans: [gold]\n');
  // A file that is not an OpenAPI document (e.g. shared schemas) inside a walked directory is skipped.
  fs.writeFileSync(path.join(dir, 'schemas.json'), '{"Pet": {"type": "object"}}');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a document');
});

afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('importPaths', () => {
  it('imports a directory with a mix of documents, then updates them on the second run', async () => {
    const results: ImportFileResult[] = [];
    const first = await importPaths(handle.db, [dir], { onResult: (r) => results.push(r) });
    expect(formatSummary(first)).toBe('imported 2, updated 0, rejected 3');
    const reasons = Object.fromEntries(first.rejected.map((r) => [path.basename(r.file), r.reason]));
    expect(reasons).toEqual({
      'bad-plan.yaml': 'unknown pricing plan "gold"',
      'cycle.json': expect.stringMatching(/^reference cycle: #\/components\/schemas\/A → /),
      'image.json': 'not a text document (contains NUL bytes)',
    });
    // $ref fragments of the split petstore and a shared schema file are not API documents.
    expect(first.skipped.map((s) => path.basename(s.file)).sort()).toEqual([
      'owner.yaml',
      'pet.yaml',
      'pets.yaml',
      'schemas.json',
    ]);
    expect(results).toHaveLength(9);
    // Sidecars are metadata, not documents.
    expect(results.some((r) => r.file.includes('storefront'))).toBe(false);

    const pets = await handle.db
      .selectFrom('classifications')
      .select('agg_spec_count')
      .where('id', '=', 'pets')
      .executeTakeFirstOrThrow();
    expect(pets.agg_spec_count).toBe(1);
    const item = await handle.db
      .selectFrom('catalog_items')
      .selectAll()
      .where('id', '=', 'swagger-petstore-split:1.0.0')
      .executeTakeFirstOrThrow();
    expect(item.division).toBe('Retail');

    const second = await importPaths(handle.db, [path.join(dir, 'petstore'), path.join(dir, '1forge.json')]);
    expect(formatSummary(second)).toBe('imported 0, updated 2, rejected 0');
    expect(await handle.db.selectFrom('catalog_items').select('id').execute()).toHaveLength(2);
  });

  it('rejects a not-OpenAPI file given by name, a missing path and a file over the size limit', async () => {
    const big = path.join(dir, 'big', 'huge.json');
    fs.mkdirSync(path.dirname(big));
    const fd = fs.openSync(big, 'w');
    fs.writeSync(fd, '{"openapi":"3.0.0","info":{"title":"Huge","version":"1"},"paths":{},"x-pad":"');
    const chunk = Buffer.alloc(MIB, 0x61);
    for (let i = 0; i < 51; i++) fs.writeSync(fd, chunk);
    fs.writeSync(fd, '"}');
    fs.closeSync(fd);
    const summary = await importPaths(handle.db, [
      path.join(dir, 'schemas.json'),
      path.join(dir, 'missing.yaml'),
      big,
    ]);
    expect(formatSummary(summary)).toBe('imported 0, updated 0, rejected 3');
    expect(Object.fromEntries(summary.rejected.map((r) => [path.basename(r.file), r.reason]))).toEqual({
      'missing.yaml': 'no such file or directory',
      'schemas.json': 'not an OpenAPI or AsyncAPI document: no openapi, swagger or asyncapi version field',
      'huge.json': 'document is 51.0 MiB; the limit is 50.0 MiB (IMPORT_MAX_BYTES)',
    });
    fs.rmSync(path.dirname(big), { recursive: true });
  });

  it('stops after --limit documents', async () => {
    const summary = await importPaths(handle.db, [directoryRoot()], { limit: 3 });
    expect(summary.imported + summary.updated).toBe(3);
    expect(summary.rejected).toEqual([]);
  });
});
