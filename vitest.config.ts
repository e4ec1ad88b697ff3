import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverSrc = path.resolve(import.meta.dirname, 'apps/server/src');

/**
 * On another database (TEST_DATABASE_URL, or TEST_PGLITE_THREAD=worker) only the server test files
 * that open a database run again: the pure unit tests proved themselves in `npm test`, and running
 * them twice more cost CI minutes without proving anything new.
 */
function serverInclude(): string[] {
  if (!process.env.TEST_DATABASE_URL && !process.env.TEST_PGLITE_THREAD) return ['src/**/*.test.ts'];
  const usesDatabase = /createTestDb|createTestApp|TEST_DATABASE_URL|TEST_PGLITE_THREAD/;
  return (fs.readdirSync(serverSrc, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => usesDatabase.test(fs.readFileSync(path.join(serverSrc, f), 'utf8')))
    .map((f) => `src/${f.split(path.sep).join('/')}`);
}

export default defineConfig({
  test: {
    // At least two files at a time, also on 2 cores (Vitest's default leaves one core idle): a server
    // file waiting on PostgreSQL leaves its core to the other (the suite took 6.4 min instead of
    // 12.8), and the web files' jsdom set-up overlaps (146 s instead of 240).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: serverInclude(),
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['./src/test/pglite-template.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vite.config.ts',
      { test: { name: 'docs', root: './docs', include: ['**/*.test.ts'], environment: 'node' } },
    ],
  },
});
