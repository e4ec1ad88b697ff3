import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { createTestDb } from './db.ts';

const migrations = fs
  .readdirSync(path.join(import.meta.dirname, '../db/migrations'))
  .filter((f) => /^\d{4}_.+\.sql$/.test(f));

describe('createTestDb', () => {
  it('opens databases of one file fully migrated and apart from each other', async () => {
    const a = await createTestDb();
    const b = await createTestDb();
    try {
      for (const h of [a, b]) {
        const rows = await h.db.selectFrom('schema_migrations').select('name').execute();
        expect(rows.map((r) => `${r.name}.sql`).sort()).toEqual([...migrations].sort());
        expect(await migrate(h)).toEqual([]);
      }
      await sql`CREATE TABLE only_in_a (x int)`.execute(a.db);
      const seen = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_in_a' AND schemaname = current_schema()`;
      expect((await seen.execute(a.db)).rows[0]!.n).toBe(1);
      expect((await seen.execute(b.db)).rows[0]!.n).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
