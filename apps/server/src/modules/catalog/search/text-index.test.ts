import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { TextIndexBuilder } from './engine/text-index-builder.ts';
import { getSearchIndex } from './index-holder.ts';
import { findTextMatches } from './repository.ts';
import { makeItems, seedFixture } from './search-fixture.ts';
import { insertItem } from './test-factories.ts';
import { normaliseWords } from './text-repository.ts';
import { buildTsQuery, searchTerms } from './tsquery.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixture(t.db, makeItems(40));
  // Words whose English stems differ from their spelling, stop words, digits and odd tokens.
  await insertItem(t.db, {
    id: 'stem-1',
    name: 'Running Payments v2',
    description: 'The storage of invoices, e-mail and user@example.com addresses; 42 quotes',
    operations: [{ name: 'listAccounts', uri: '/accounts/{accountId}/payment-methods' }],
  });
  await insertItem(t.db, { id: 'stem-2', name: "Runner's Storage", description: 'stored runs' });
});
afterAll(async () => t?.close());

describe('in-memory text matching', () => {
  it('is built for a small catalogue before the first search answers', async () => {
    const index = await getSearchIndex(t.db);
    expect(index.text?.index).not.toBeNull();
    expect(index.text?.index?.termCount).toBeGreaterThan(20);
  });

  it.each([
    'quokka',
    'quokka falcon',
    'quo',
    'gecko ta',
    'running',
    'runs',
    'run',
    'payment',
    'stor',
    'storage invoice',
    'the storage',
    'the',
    'v2',
    '42',
    'e mail',
    'user',
    'accountid',
    'payment methods',
    'runner',
    'mammals',
    'nomatch',
  ])('finds the same items as SQL for %j, ranked like ts_rank where it matters', async (text) => {
    const terms = searchTerms(text);
    const index = await getSearchIndex(t.db);
    const words = await normaliseWords(t.db, terms);
    expect(words).not.toBeNull();
    const mem = index.text?.index?.match(words ?? [], true);
    const sql = index.hitsFromIds(await findTextMatches(t.db, buildTsQuery(terms)!, true));
    const idsOf = (ords: Int32Array | undefined) => [...(ords ?? [])].map((o) => index.ids[o]).sort();
    expect(idsOf(mem?.ords)).toEqual(idsOf(sql.ords));
    expect(mem?.ranks?.length).toBe(sql.ords.length);
  });

  it('ranks a name match above a description match', async () => {
    const index = await getSearchIndex(t.db);
    const words = await normaliseWords(t.db, ['storage']);
    const hits = index.text?.index?.match(words ?? [], true);
    const rankOf = (id: string) =>
      hits?.ranks?.[[...(hits?.ords ?? [])].indexOf(index.ordinalOf(id) ?? -1)] ?? 0;
    expect(rankOf('stem-2')).toBeGreaterThan(rankOf('stem-1'));
    expect(rankOf('stem-1')).toBeGreaterThan(0);
  });
});

describe('TextIndexBuilder', () => {
  it('reads quoted, escaped and position-less lexemes from the tsvector text form', () => {
    const b = new TextIndexBuilder(3);
    b.addVector(0, "'it''s':1A 'back\\\\slash':2B,3 'plain'");
    b.addVector(2, "'plain':4C 'zed':1,2,3");
    const index = b.build();
    const m = (simple: string, prefix = false) =>
      [...index.match([{ simple, prefix, english: null }], false).ords].join(',');
    expect(m("it's")).toBe('0');
    expect(m('back\\slash')).toBe('0');
    expect(m('plain')).toBe('0,2');
    expect(m('pl', true)).toBe('0,2');
    expect(m('z', true)).toBe('2');
    expect(m('pla')).toBe('');
    // Weight C outranks the default weight D; more positions of one weight rank higher.
    const plain = index.match([{ simple: 'plain', prefix: false, english: null }], true).ranks;
    expect(plain?.[0]).toBeLessThan(plain?.[1] ?? 0);
    const zed = index.match([{ simple: 'zed', prefix: false, english: null }], true).ranks;
    expect(zed?.[0]).toBeGreaterThan(plain?.[0] ?? 1);
  });
});
