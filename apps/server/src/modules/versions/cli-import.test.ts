import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/connection.ts';
import { createTestDb } from '../../test/db.ts';
import { importPaths } from '../catalog/import/import-files.ts';
import { listVersions } from './service.ts';

/** The CLI importer (`storefront import <paths>`, importPaths) publishes versions as the API does. */
const document = (version: string, paths: string[]) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Cli Versioned Kennel', version },
    paths: Object.fromEntries(paths.map((p) => [p, { get: { responses: { 200: { description: 'OK' } } } }])),
  });

let handle: DbHandle;
let dir: string;

beforeAll(async () => {
  handle = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-cli-import-'));
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('CLI import and versions', () => {
  it('publishes a changed document as a new version and stores an unchanged one once', async () => {
    const file = path.join(dir, 'kennel.json');
    fs.writeFileSync(file, document('1.0.0', ['/dogs', '/cats']));
    const first = await importPaths(handle.db, [file]);
    expect(first).toMatchObject({ imported: 1, updated: 0, rejected: [] });
    const itemId = (await handle.db.selectFrom('catalog_items').select('id').executeTakeFirstOrThrow()).id;

    fs.writeFileSync(file, document('2.0.0', ['/dogs']));
    expect(await importPaths(handle.db, [file])).toMatchObject({ updated: 1, rejected: [] });
    // The same document again: nothing new.
    expect(await importPaths(handle.db, [file])).toMatchObject({ updated: 1, rejected: [] });

    const list = await listVersions(handle.db, itemId);
    expect(list.defaultVersion).toBe('2.0.0');
    expect(list.versions.map((v) => [v.label, v.state, v.isDefault])).toEqual([
      ['2.0.0', 'current', true],
      ['1.0.0', 'current', false],
    ]);
  });
});
