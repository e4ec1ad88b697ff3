import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { getSearchIndex } from './index-holder.ts';
import { insertItem } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) await insertItem(t.db, { id: `hold-${i}`, name: `Holder API ${i}` });
});
afterAll(async () => t?.close());

async function until<T>(get: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await get();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not reached');
}

describe('search index holder', () => {
  it('waits for the rebuild on a small catalogue, so a change shows at once', async () => {
    expect((await getSearchIndex(t.db)).size).toBe(3);
    await insertItem(t.db, { id: 'hold-3', name: 'Holder API 3' });
    expect((await getSearchIndex(t.db)).size).toBe(4);
  });

  it('keeps answering from the previous index while a large catalogue rebuilds, then swaps', async () => {
    const large = { staleWhileRebuildMin: 1 };
    const before = await getSearchIndex(t.db, large);
    expect(before.size).toBe(4);
    await insertItem(t.db, { id: 'hold-4', name: 'Holder API 4' });
    const during = await getSearchIndex(t.db, large);
    expect(during).toBe(before);
    const after = await until(
      () => getSearchIndex(t.db, large),
      (i) => i.size === 5,
    );
    expect(after).not.toBe(before);
    expect(after.ids).toContain('hold-4');
  });
});
