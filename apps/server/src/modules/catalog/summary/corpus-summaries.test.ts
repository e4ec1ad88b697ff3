import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/connection.ts';
import { createTestDb } from '../../../test/db.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { seedDirectory } from '../demo/seed-directory.ts';
import { fillMissingSummaries } from './backfill.ts';
import { SUMMARY_MAX } from './plain-summary.ts';
import { loadCardBases } from './repository.ts';

/** What must never reach a card or row: Markdown headings, links, bold, and HTML. */
const MARKUP = ['##', '](', '**', '<'];

describe('summaries of an imported batch of the corpus plus the demo catalogue', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    const directory = await seedDirectory(handle.db, { limit: 200 });
    const demo = await seedDemo(handle.db);
    console.log(
      `corpus: ${directory.imported} directory documents, ${demo.imported} demo documents in ${directory.ms + demo.ms} ms`,
    );
  }, 600_000);
  afterAll(() => handle.close());

  it('every item has a stored plain-text summary without markup, at most 300 characters', async () => {
    const rows = await handle.db
      .selectFrom('catalog_items')
      .select(['id', 'description', 'summary'])
      .execute();
    expect(rows.length).toBeGreaterThan(300);
    const withMarkdown = rows.filter((r) => /##|\]\(|\*\*|<[a-z]/i.test(r.description));
    expect(withMarkdown.length).toBeGreaterThan(50);
    const offending = rows.filter((r) => r.summary === null || MARKUP.some((m) => r.summary!.includes(m)));
    expect(offending.map((r) => `${r.id}: ${r.summary}`)).toEqual([]);
    expect(rows.filter((r) => r.summary!.length > SUMMARY_MAX)).toEqual([]);
    const describedButEmpty = rows.filter((r) => /[A-Za-z]{3}/.test(r.description) && !r.summary);
    expect(describedButEmpty.map((r) => r.id)).toEqual([]);
  });

  it('the cards every list reads show those summaries', async () => {
    const ids = (await handle.db.selectFrom('catalog_items').select('id').execute()).map((r) => r.id);
    const cards = [...(await loadCardBases(handle.db, ids)).values()];
    expect(cards).toHaveLength(ids.length);
    const offending = cards.filter((c) => MARKUP.some((m) => c.summary.includes(m)));
    expect(offending.map((c) => c.id)).toEqual([]);
  });

  it('the backfill rebuilds exactly the summaries the writers stored', async () => {
    const before = await handle.db
      .selectFrom('catalog_items')
      .select(['id', 'summary'])
      .orderBy('id')
      .execute();
    await handle.db.updateTable('catalog_items').set({ summary: null }).execute();
    expect(await fillMissingSummaries(handle.db)).toBe(before.length);
    const after = await handle.db
      .selectFrom('catalog_items')
      .select(['id', 'summary'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});
