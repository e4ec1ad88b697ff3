import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  connect,
  connectPglite,
  connectPgliteWorker,
  connectPostgres,
  MAX_NAMED_STATEMENTS,
  nameStatements,
  openPglite,
  pipelinedPool,
} from './connection.ts';

/** connection.ts picks the engine from the configuration and re-exports the layer's public names. */
describe('connect', () => {
  it('re-exports every engine, so importers of connection.ts need no other path', () => {
    const engines = {
      connectPglite,
      connectPgliteWorker,
      connectPostgres,
      openPglite,
      pipelinedPool,
      nameStatements,
    };
    for (const [name, f] of Object.entries(engines)) expect(typeof f, name).toBe('function');
    expect(MAX_NAMED_STATEMENTS).toBe(2000);
  });

  it('opens PGlite in memory without a URL, on this thread or on its own', async () => {
    for (const pgliteThread of ['main', 'worker'] as const) {
      const handle = await connect({ inMemory: true, dataDir: '/nonexistent/ignored', pgliteThread });
      try {
        expect(handle.kind).toBe('pglite');
        const { rows } = await sql<{ n: number }>`SELECT 41::bigint + ${1}::int AS n`.execute(handle.db);
        expect(rows[0].n).toBe(42);
      } finally {
        await handle.close();
      }
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)('opens PostgreSQL when given a URL', async () => {
    const handle = await connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '/nonexistent' });
    try {
      expect(handle.kind).toBe('postgres');
      const { rows } = await sql<{ n: number }>`SELECT 41::bigint + ${1}::int AS n`.execute(handle.db);
      expect(rows[0].n).toBe(42);
    } finally {
      await handle.close();
    }
  });
});
