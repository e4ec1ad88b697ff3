import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPglite, pgliteHandle } from '../db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) that createTestDb copies for each in-memory database. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Global setup of the server tests on in-memory PGlite: migrate once and dump the data directory, so
 * that each test database starts from a copy instead of running initdb and every migration again
 * (about 3 s per database, over a hundred databases per run). The copy is made afresh for each run.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  project.provide('pgliteTemplate', undefined);
  if (process.env.TEST_DATABASE_URL || process.env.TEST_PGLITE_THREAD) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const pglite = await openPglite(undefined);
  const handle = pgliteHandle(pglite, undefined);
  try {
    await migrate(handle);
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
