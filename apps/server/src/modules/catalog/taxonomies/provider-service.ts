import type {
  ClassificationBody,
  ClassificationUpdateBody,
  ProviderTaxonomy,
  TaxonomyBody,
  TaxonomyUpdateBody,
} from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { refreshSearch } from '../items/refresh.ts';
import * as repo from './provider-repository.ts';

export async function listProviderTaxonomies(db: Database): Promise<ProviderTaxonomy[]> {
  const { taxonomies, classes } = await repo.listTaxonomies(db);
  return taxonomies.map((t) => ({
    id: t.id,
    name: t.name,
    position: t.position,
    classifications: classes
      .filter((c) => c.taxonomy_id === t.id)
      .map((c) => ({
        id: c.id,
        taxonomyId: c.taxonomy_id,
        parentId: c.parent_id,
        label: c.label,
        position: c.position,
        aggSpecificationCount: c.agg_spec_count,
        aggBundleCount: c.agg_bundle_count,
      })),
  }));
}

export async function createTaxonomy(db: Database, body: TaxonomyBody) {
  if (await repo.findTaxonomy(db, body.id)) throw conflict(`A taxonomy '${body.id}' already exists.`);
  await repo.insertTaxonomy(db, { id: body.id, name: body.name, position: body.position ?? 0 });
}

export async function updateTaxonomy(db: Database, id: string, body: TaxonomyUpdateBody) {
  if (!(await repo.updateTaxonomy(db, id, body))) throw notFound(`No taxonomy '${id}'.`);
}

/** Deleting a taxonomy drops its classifications (FK cascade); their items lose those labels. */
export async function deleteTaxonomy(db: Database, id: string) {
  await db.transaction().execute(async (trx) => {
    const items = await repo.itemsUnder(trx, { taxonomyId: id });
    if (!(await repo.deleteTaxonomy(trx, id))) throw notFound(`No taxonomy '${id}'.`);
    await refreshSearch(trx, items);
  });
}

async function checkParent(db: Database, taxonomyId: string, parentId: string, movingId?: string) {
  const parent = await repo.findClassification(db, parentId);
  if (!parent) throw badRequest(`Invalid body.parentId: unknown classification '${parentId}'`);
  if (parent.taxonomy_id !== taxonomyId) {
    throw badRequest(`Invalid body.parentId: '${parentId}' belongs to another taxonomy`);
  }
  if (movingId && (parentId === movingId || (await repo.ancestorIds(db, parentId)).includes(movingId))) {
    throw badRequest(
      `Invalid body.parentId: '${parentId}' is inside '${movingId}' (that would make a cycle)`,
    );
  }
}

export async function createClassification(db: Database, taxonomyId: string, body: ClassificationBody) {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findTaxonomy(trx, taxonomyId))) throw notFound(`No taxonomy '${taxonomyId}'.`);
    if (await repo.findClassification(trx, body.id)) {
      throw conflict(`A classification '${body.id}' already exists.`);
    }
    if (body.parentId) await checkParent(trx, taxonomyId, body.parentId);
    await repo.insertClassification(trx, {
      id: body.id,
      taxonomy_id: taxonomyId,
      parent_id: body.parentId ?? null,
      label: body.label,
      position: body.position ?? 0,
    });
  });
}

export async function updateClassification(db: Database, id: string, body: ClassificationUpdateBody) {
  await db.transaction().execute(async (trx) => {
    const current = await repo.findClassification(trx, id);
    if (!current) throw notFound(`No classification '${id}'.`);
    if (body.parentId) await checkParent(trx, current.taxonomy_id, body.parentId, id);
    await repo.updateClassification(trx, id, {
      label: body.label,
      parent_id: body.parentId,
      position: body.position,
    });
    if (body.label !== undefined && body.label !== current.label) {
      await refreshSearch(trx, await repo.itemsUnder(trx, { classificationId: id }));
    }
  });
}

/** Deletes the classification and its subtree (FK cascade), with the items' links to them. */
export async function deleteClassification(db: Database, id: string) {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findClassification(trx, id))) throw notFound(`No classification '${id}'.`);
    const items = await repo.itemsUnder(trx, { classificationId: id });
    await repo.deleteClassification(trx, id);
    await refreshSearch(trx, items);
  });
}
