import type { Design, DesignPage, RefdataPage, SecPolicyResult } from '@storefront/contract/access';
import type { Database } from '../../../db/connection.ts';
import * as repo from './repository.ts';

const toDesign = (d: { id: string; name: string; atlas_id: string | null }): Design => ({
  id: d.id,
  name: d.name,
  atlasId: d.atlas_id,
});

/** Reference-data search of the access form's modal: page counts from 0. */
export async function searchReferenceData(
  db: Database,
  kind: 'apps' | 'prfs',
  filters: repo.RefdataFilters,
  page: number,
  pageSize: number,
): Promise<RefdataPage> {
  const { rows, total } = await repo.searchRefdata(db, kind, filters, page * pageSize, pageSize);
  return {
    metadata: { totalSize: total },
    results: rows.map((r) => ({
      code: r.code,
      name: r.name,
      short: r.short,
      regions: r.regions,
      designId: r.design_id,
      designName: r.design_name,
    })),
  };
}

export async function searchDesigns(
  db: Database,
  atlasId: string,
  offset: number,
  pageSize: number,
): Promise<DesignPage> {
  const { rows, total } = await repo.searchDesignsByAtlasId(db, atlasId.trim(), offset, pageSize);
  return { metadata: { totalSize: total }, results: rows.map(toDesign) };
}

/** The duplicate check: designs that already carry this name. */
export async function searchDesignName(db: Database, text: string): Promise<DesignPage> {
  const rows = await repo.findDesignsNamed(db, text);
  return { metadata: { totalSize: rows.length }, results: rows.map(toDesign) };
}

/** OAuth-capable security policies of each requested item (comma-separated ids). */
export async function searchSecurityPolicies(db: Database, ids: string): Promise<SecPolicyResult> {
  const itemIds = [
    ...new Set(
      ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 100);
  const rows = await repo.listOauthPolicies(db, itemIds);
  return {
    results: itemIds.map((id) => ({
      id,
      policies: rows
        .filter((r) => r.item_id === id)
        .map((r) => ({ id: r.policy_id, name: r.name, type: r.type })),
    })),
  };
}

export async function hasOauthPolicies(db: Database, itemId: string) {
  return (await repo.listOauthPolicies(db, [itemId])).length > 0;
}
