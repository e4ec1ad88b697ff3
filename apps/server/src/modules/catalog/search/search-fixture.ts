import type { Database } from '../../../db/connection.ts';
import { type ItemSeed, insertDimensions, insertItem, insertTaxonomy } from './test-factories.ts';

/**
 * A deterministic small catalogue for search tests, and a brute-force evaluator of the same rules in
 * JS. Words are chosen so that English stemming leaves them unchanged, which keeps the JS matcher
 * (exact token, prefix on the last term) equal to the full-text rules.
 */
export const VOCAB = [
  'quokka',
  'falcon',
  'gecko',
  'tapir',
  'heron',
  'lemur',
  'bison',
  'panda',
  'koala',
  'puma',
];
export const DIMS = { pricingplans: ['free', 'gold', 'silver'], region: ['eu', 'us', 'apac'] };
export const TREE: [string, string | null, string][] = [
  ['c-root', null, 'Mammals'],
  ['c-child', 'c-root', 'Marsupials'],
  ['c-grand', 'c-child', 'Kangaroos'],
  ['c-other', null, 'Birds'],
];

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeItems(count: number, seed = 7): ItemSeed[] {
  const r = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const subset = (list: readonly string[]) => list.filter(() => r() < 0.4);
  const base = Date.UTC(2024, 0, 1);
  const order = Array.from({ length: count }, (_, i) => i).sort(() => r() - 0.5);
  return Array.from({ length: count }, (_, i) => {
    const n = String(i).padStart(3, '0');
    const ops = Array.from({ length: Math.floor(r() * 3) }, () => {
      const w = pick(VOCAB);
      return { name: `list${w[0].toUpperCase()}${w.slice(1)}`, uri: `/${pick(VOCAB)}/{id}` };
    });
    const cls = r() < 0.7 ? [pick(TREE)[0]] : [];
    return {
      id: `item-${n}`,
      name: `Item ${n} ${pick(VOCAB)} ${pick(VOCAB)}`,
      description: `${pick(VOCAB)} ${pick(VOCAB)} ${pick(VOCAB)}`,
      owner: pick(['acme', 'globex']),
      dateUpdated: new Date(base + order[i] * 60_000),
      operations: ops,
      dims: { pricingplans: subset(DIMS.pricingplans), region: subset(DIMS.region) },
      classifications: cls,
    } satisfies ItemSeed;
  });
}

export async function seedFixture(db: Database, items: ItemSeed[]) {
  await insertDimensions(db, DIMS);
  await insertTaxonomy(db, 'zoo', 'Zoo', TREE);
  for (const item of items) await insertItem(db, item);
}

export interface BruteQuery {
  text?: string;
  filters?: Record<string, string[]>;
  classificationIds?: string[];
}

function tokensOf(item: ItemSeed): string[] {
  const labels = (item.classifications ?? []).map((c) => TREE.find((t) => t[0] === c)?.[2] ?? '');
  const ops = (item.operations ?? []).flatMap((o) => [o.name, o.uri]);
  const text = [item.name, item.description, item.owner, 'Live', 'REST', ...labels, ...ops].join(' ');
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function descendants(ids: string[]): Set<string> {
  const out = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, parent] of TREE) {
      if (parent && out.has(parent) && !out.has(id)) {
        out.add(id);
        grew = true;
      }
    }
  }
  return out;
}

/** Items matching the query's text, classifications and filters (except dimension `except`). */
export function bruteMatch(items: ItemSeed[], q: BruteQuery, except?: string): ItemSeed[] {
  const words = q.text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const classes = q.classificationIds?.length ? descendants(q.classificationIds) : null;
  return items.filter((item) => {
    const tokens = tokensOf(item);
    const textOk = words.every((w, i) =>
      i === words.length - 1 ? tokens.some((t) => t.startsWith(w)) : tokens.includes(w),
    );
    const classOk = !classes || (item.classifications ?? []).some((c) => classes.has(c));
    const dimsOk = Object.entries(q.filters ?? {}).every(
      ([d, codes]) =>
        d === except || codes.length === 0 || (item.dims?.[d] ?? []).some((c) => codes.includes(c)),
    );
    return textOk && classOk && dimsOk;
  });
}

export function bruteFacets(items: ItemSeed[], q: BruteQuery) {
  const facets: Record<string, Record<string, number>> = {};
  for (const [d, values] of Object.entries(DIMS)) {
    const set = bruteMatch(items, q, d);
    facets[d] = Object.fromEntries(
      values.map((v) => [v, set.filter((i) => i.dims?.[d]?.includes(v)).length]),
    );
  }
  return facets;
}
