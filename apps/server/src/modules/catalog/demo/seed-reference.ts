import type { Database } from '../../../db/connection.ts';
import { APPS, DESIGNS, DIMENSIONS, METRICS, OWNERS, PRFS, PRICING_PLANS } from './reference.ts';
import { bulkApps, bulkPartners } from './reference-bulk.ts';
import {
  CATEGORY_GROUPS,
  CATEGORY_TAXONOMY,
  CLOUD_PROVIDERS,
  categoryId,
  categoryLabel,
  cloudProviderId,
  ORG_TAXONOMY,
  OTHER_GROUP,
} from './taxonomy.ts';

type ClassRow = {
  id: string;
  taxonomy_id: string;
  parent_id: string | null;
  label: string;
  position: number;
};

/**
 * Taxonomies, dimensions, plans, metrics, reference data and designs. Rows that exist are left as
 * they are (a provider may have edited them), so running the seed again changes nothing.
 */
export async function seedReferenceData(db: Database) {
  await db
    .insertInto('taxonomies')
    .values([
      { id: CATEGORY_TAXONOMY, name: 'API Categories', position: 0 },
      { id: ORG_TAXONOMY, name: 'Organisation', position: 1 },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await insertClassifications(db, categoryRows());
  await insertClassifications(db, organisationRows());

  await db
    .insertInto('dimensions')
    .values(DIMENSIONS.map((d, position) => ({ code: d.code, name: d.name, position })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const plans = new Map(PRICING_PLANS.map((p) => [p.code, p]));
  await db
    .insertInto('dimension_values')
    .values(
      DIMENSIONS.flatMap((d) =>
        d.values.map((v, position) => {
          const plan = d.code === 'pricingplans' ? plans.get(v.code) : undefined;
          const style = plan && {
            cost: plan.cost,
            period: plan.period,
            quota: plan.quota,
            description: plan.description,
          };
          return {
            dimension_code: d.code,
            code: v.code,
            name: v.name,
            position,
            visual_style: style ? JSON.stringify(style) : null,
          };
        }),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db
    .insertInto('metrics')
    .values(
      METRICS.map((m, position) => ({
        id: m.id,
        label: m.label,
        time_unit_label: m.timeUnitLabel,
        position,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  const bulk = bulkApps();
  const refdata = [
    ...OWNERS.map((o) => ({
      kind: 'owners' as const,
      code: o.code,
      name: o.name,
      short: o.division,
      regions: [],
    })),
    ...APPS.map((a) => ({
      kind: 'apps' as const,
      code: a.code,
      name: a.name,
      short: a.short,
      regions: a.regions,
      design_id: a.design?.id ?? null,
      design_name: a.design?.name ?? null,
    })),
    ...PRFS.map((p) => ({ kind: 'prfs' as const, ...p })),
    ...bulk.apps.map((a) => ({
      kind: 'apps' as const,
      code: a.code,
      name: a.name,
      short: a.short,
      regions: a.regions,
      design_id: a.design?.id ?? null,
      design_name: a.design?.name ?? null,
    })),
    ...bulkPartners().map((p) => ({ kind: 'prfs' as const, ...p })),
  ];
  await db
    .insertInto('refdata')
    .values(refdata)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('designs')
    .values([...DESIGNS, ...bulk.designs].map((d) => ({ id: d.id, name: d.name, atlas_id: d.atlasId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function insertClassifications(db: Database, rows: ClassRow[]) {
  // Parents first (rows are ordered so), because parent_id is a foreign key.
  await db
    .insertInto('classifications')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Groups → categories → (cloud) providers; plus any extra categories under "Other". */
export function categoryRows(extraCategories: string[] = []): ClassRow[] {
  const rows: ClassRow[] = [];
  const add = (id: string, parent: string | null, label: string, position: number) =>
    rows.push({ id, taxonomy_id: CATEGORY_TAXONOMY, parent_id: parent, label, position });
  CATEGORY_GROUPS.forEach((g, gi) => {
    add(g.id, null, g.label, gi);
    g.categories.forEach((c, ci) => {
      add(categoryId(c), g.id, categoryLabel(c), ci);
    });
  });
  Object.entries(CLOUD_PROVIDERS).forEach(([provider, label], i) => {
    add(cloudProviderId(provider), categoryId('cloud'), label, i);
  });
  const known = new Set(CATEGORY_GROUPS.flatMap((g) => g.categories));
  const extra = [...new Set(extraCategories)].filter((c) => !known.has(c)).sort();
  if (extra.length > 0) {
    add(OTHER_GROUP.id, null, OTHER_GROUP.label, CATEGORY_GROUPS.length);
    extra.forEach((c, i) => {
      add(categoryId(c), OTHER_GROUP.id, categoryLabel(c), i);
    });
  }
  return rows;
}

export const divisionId = (division: string) => `org-${division.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
export const ownerClassId = (owner: string) => `org-${owner.toLowerCase()}`;

function organisationRows(): ClassRow[] {
  const divisions = [...new Set(OWNERS.map((o) => o.division))];
  return [
    ...divisions.map((d, position) => ({
      id: divisionId(d),
      taxonomy_id: ORG_TAXONOMY,
      parent_id: null,
      label: d,
      position,
    })),
    ...OWNERS.map((o, position) => ({
      id: ownerClassId(o.code),
      taxonomy_id: ORG_TAXONOMY,
      parent_id: divisionId(o.division),
      label: o.name,
      position,
    })),
  ];
}
