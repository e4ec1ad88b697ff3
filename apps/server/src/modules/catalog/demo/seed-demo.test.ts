import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/connection.ts';
import { createTestDb } from '../../../test/db.ts';
import { GITHUB_ID, seedDemo } from './seed-demo.ts';
import { CATEGORY_TAXONOMY } from './taxonomy.ts';

const TABLES = [
  'catalog_items',
  'item_operations',
  'item_documents',
  'item_attachments',
  'bundle_specs',
  'taxonomies',
  'classifications',
  'item_classifications',
  'dimensions',
  'dimension_values',
  'item_dimension_values',
  'refdata',
  'designs',
  'item_security_policies',
  'item_metric_headlines',
  'metrics',
  'item_metric_values',
  'announcements',
  'item_notices',
] as const;

/** Every row of every catalogue table, as text, so a second seed run must leave it identical. */
async function snapshot(handle: DbHandle) {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const r = await sql<{
      digest: string;
    }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from (select * from ${sql.table(table)}) t`.execute(handle.db);
    out[table] = r.rows[0].digest;
  }
  return out;
}

const count = async (handle: DbHandle, query: string) =>
  Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db)).rows[0].n);

describe('demo catalogue seed', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    const r = await seedDemo(handle.db);
    console.log(`demo seed: ${r.imported} documents, ${r.bundles} bundles in ${r.ms} ms`);
  }, 300_000);
  afterAll(() => handle.close());

  it('holds ~150 real APIs across at least 10 categories, and GitHub', async () => {
    expect(
      await count(handle, `select count(*) n from catalog_items where object_type = 'SPECIFICATION'`),
    ).toBeGreaterThanOrEqual(150);
    const categories = await count(
      handle,
      `select count(*) n from classifications where taxonomy_id = '${CATEGORY_TAXONOMY}' and id like 'cat-%' and agg_spec_count > 0`,
    );
    expect(categories).toBeGreaterThanOrEqual(10);
    expect(
      await count(handle, `select count(*) n from item_operations where item_id = '${GITHUB_ID}'`),
    ).toBeGreaterThan(900);
  });

  it('has a nested taxonomy whose parent counts aggregate their children', async () => {
    const deep = await count(
      handle,
      `select count(*) n from classifications c join classifications p on p.id = c.parent_id where p.parent_id is not null`,
    );
    expect(deep).toBeGreaterThan(0);
    const wrong = await count(
      handle,
      `with recursive tree(root, id) as (select id, id from classifications union all
         select t.root, c.id from tree t join classifications c on c.parent_id = t.id)
       select count(*) n from classifications c where c.agg_spec_count <> (
         select count(distinct i.id) from tree t join item_classifications ic on ic.classification_id = t.id
         join catalog_items i on i.id = ic.item_id and i.object_type = 'SPECIFICATION' where t.root = c.id)`,
    );
    expect(wrong).toBe(0);
  });

  it('has states with colours, plans, bundles with non-live specs, attachments and metrics', async () => {
    const states = await sql<{
      state_name: string;
      state_color: string;
    }>`select distinct state_name, state_color
      from catalog_items where state_name is not null order by 1`.execute(handle.db);
    expect(states.rows).toEqual([
      { state_name: 'Beta', state_color: 'orange' },
      { state_name: 'Deprecated', state_color: 'red' },
      { state_name: 'Live', state_color: 'green' },
      { state_name: 'Planned', state_color: 'info' },
    ]);
    const plans = await sql<{ code: string; visual_style: Record<string, string> }>`select code, visual_style
      from dimension_values where dimension_code = 'pricingplans' order by position`.execute(handle.db);
    expect(plans.rows.map((p) => p.code)).toEqual(['free', 'developer', 'business', 'enterprise']);
    expect(plans.rows[1].visual_style).toMatchObject({ cost: '$29', period: 'month', quota: '50,000 calls' });
    expect(
      await count(handle, `select count(*) n from catalog_items where object_type = 'BUNDLE'`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(handle, `select count(*) n from bundle_specs where not live and design_name is not null`),
    ).toBeGreaterThan(0);
    expect(await count(handle, `select count(*) n from bundle_specs where live and spec_id is null`)).toBe(0);
    expect(await count(handle, `select count(distinct metric_id) n from item_metric_values`)).toBe(3);
    expect(await count(handle, `select count(*) n from announcements`)).toBeGreaterThanOrEqual(5);
    for (const kind of ['apps', 'prfs', 'owners']) {
      expect(
        await count(handle, `select count(*) n from refdata where kind = '${kind}'`),
      ).toBeGreaterThanOrEqual(10);
    }
    expect(await count(handle, `select count(*) n from designs`)).toBeGreaterThanOrEqual(10);
    expect(
      await count(handle, `select count(*) n from item_security_policies where is_oauth`),
    ).toBeGreaterThan(0);
  });

  it('has items of both access policies, on the native runtime and on Apigee (issue 24)', async () => {
    const policies = await sql<{ runtime: string; required: boolean; n: number }>`
      select split_part(i.storefront, ':', 1) as runtime, coalesce(p.approval_required, false) as required,
        count(*)::int as n
      from catalog_items i left join access_policies p on p.item_id = i.id
      where split_part(i.storefront, ':', 1) in ('native', 'apigee')
      group by 1, 2 order by 1, 2`.execute(handle.db);
    expect(policies.rows.map((r) => `${r.runtime}:${r.required}`)).toEqual([
      'apigee:false',
      'apigee:true',
      'native:false',
      'native:true',
    ]);
    expect(policies.rows.every((r) => r.n > 0)).toBe(true);
  });

  it('leaves some items with data and others empty on every tab', async () => {
    const specs = `from catalog_items i where i.object_type = 'SPECIFICATION'`;
    for (const child of [
      'item_attachments',
      'item_metric_headlines',
      'item_notices',
      'item_security_policies',
      `item_dimension_values where dimension_code = 'pricingplans'`,
    ]) {
      const [table, where] = child.split(' where ');
      const cond = `exists (select 1 from ${table} x where x.item_id = i.id${where ? ` and ${where}` : ''})`;
      expect(await count(handle, `select count(*) n ${specs} and ${cond}`), child).toBeGreaterThan(0);
      expect(await count(handle, `select count(*) n ${specs} and not ${cond}`), child).toBeGreaterThan(0);
    }
    expect(await count(handle, `select count(*) n ${specs} and storefront like 'apigee:%'`)).toBeGreaterThan(
      0,
    );
    expect(await count(handle, `select count(*) n ${specs} and storefront in ('', 'soon:')`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(
        handle,
        `select count(*) n from catalog_items where owner not in (select code from refdata)`,
      ),
    ).toBe(0);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await snapshot(handle);
    const again = await seedDemo(handle.db);
    expect(again).toMatchObject({ imported: 0, bundles: 0 });
    expect(await snapshot(handle)).toEqual(before);
  }, 300_000);
});
