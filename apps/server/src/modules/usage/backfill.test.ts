import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite, type DbHandle } from '../../db/connection.ts';

/** Migration 0035 fills usage_events and usage_daily from the rows that existed before it. */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const files = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}_.+\.sql$/.test(f))
  .sort();
const run = (h: DbHandle, file: string) => h.exec(fs.readFileSync(path.join(dir, file), 'utf8'));

let h: DbHandle;
beforeAll(async () => {
  h = await connectPglite(undefined);
  for (const f of files.filter((f) => f < '0035')) await run(h, f);
  await h.exec(`
    INSERT INTO users (iss, sub, username) VALUES ('x', 'a', 'alice'), ('x', 'b', 'bob');
    INSERT INTO catalog_items (id, name, storefront) VALUES
      ('pay', 'Payments', 'native:fin:payments'), ('other', 'Other', ''), ('soon', 'Soon', 'soon:fin:payments');
    INSERT INTO user_recent_views (user_id, item_id, viewed_at) VALUES (1, 'pay', '2026-01-01T10:00:00Z');
    INSERT INTO user_favourites (user_id, item_id, created_at) VALUES
      (1, 'pay', '2026-01-02T10:00:00Z'), (2, 'pay', '2026-01-02T23:59:59Z');
    INSERT INTO user_watches (user_id, item_id, created_at) VALUES (1, 'other', '2026-01-03T00:00:00Z');
    INSERT INTO conversations (item_id) VALUES ('pay');
    INSERT INTO conversation_comments (conversation_id, parent_id, seq, author_id, styling, message, created_at)
      VALUES (1, NULL, 1, 1, 'question', 'q?', '2026-01-04T10:00:00Z'),
             (1, NULL, 2, 1, 'request', 'please', '2026-01-05T10:00:00Z'),
             (1, 1, 1, 2, 'question', 'a reply', '2026-01-05T11:00:00Z');
    INSERT INTO access_requests (comment_id, item_id, user_id, created_at) VALUES (2, 'pay', 1, '2026-01-05T10:00:00Z');
    INSERT INTO runtime_key_events (user_id, runtime, event, api_product, at) VALUES
      (1, 'native', 'key.created', 'payments', '2026-01-06T10:00:00Z'),
      (1, 'native', 'key.rotated', 'ledger,payments', '2026-01-07T10:00:00Z'),
      (1, 'native', 'key.revoked', 'payments', '2026-01-07T11:00:00Z'),
      (1, 'native', 'key.created', 'unknown', '2026-01-07T12:00:00Z');
  `);
  await run(h, files.find((f) => f.startsWith('0035_'))!);
});
afterAll(() => h?.close());

describe('migration 0035 backfill', () => {
  it('turns existing rows into events at their own times', async () => {
    const { rows } = await sql<{ item_id: string; kind: string; user_id: number; at: Date }>`
      SELECT item_id, kind, user_id::int AS user_id, at FROM usage_events ORDER BY at, kind`.execute(h.db);
    expect(rows.map((r) => [r.item_id, r.kind, r.user_id, r.at.toISOString()])).toEqual([
      ['pay', 'view', 1, '2026-01-01T10:00:00.000Z'],
      ['pay', 'favourite', 1, '2026-01-02T10:00:00.000Z'],
      ['pay', 'favourite', 2, '2026-01-02T23:59:59.000Z'],
      ['other', 'watch', 1, '2026-01-03T00:00:00.000Z'],
      ['pay', 'question', 1, '2026-01-04T10:00:00.000Z'],
      ['pay', 'access_request', 1, '2026-01-05T10:00:00.000Z'],
      ['pay', 'key_issued', 1, '2026-01-06T10:00:00.000Z'],
      ['pay', 'key_issued', 1, '2026-01-07T10:00:00.000Z'],
    ]);
  });

  it('rolls them up per UTC day, and the trigger keeps the rollup for new events', async () => {
    await h.exec(
      `INSERT INTO usage_events (item_id, kind, at) VALUES ('pay', 'favourite', '2026-01-02T05:00:00Z')`,
    );
    const { rows } = await sql<{ item_id: string; kind: string; day: string; n: number }>`
      SELECT item_id, kind, to_char(day, 'YYYY-MM-DD') AS day, n FROM usage_daily ORDER BY day, kind`.execute(
      h.db,
    );
    expect(rows).toEqual([
      { item_id: 'pay', kind: 'view', day: '2026-01-01', n: 1 },
      { item_id: 'pay', kind: 'favourite', day: '2026-01-02', n: 3 },
      { item_id: 'other', kind: 'watch', day: '2026-01-03', n: 1 },
      { item_id: 'pay', kind: 'question', day: '2026-01-04', n: 1 },
      { item_id: 'pay', kind: 'access_request', day: '2026-01-05', n: 1 },
      { item_id: 'pay', kind: 'key_issued', day: '2026-01-06', n: 1 },
      { item_id: 'pay', kind: 'key_issued', day: '2026-01-07', n: 1 },
    ]);
  });
});
