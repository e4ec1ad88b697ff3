import type { BundleMembership } from '@storefront/contract/provider-catalog';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { findObjectTypes } from '../items/read-repository.ts';
import { refreshSearch } from '../items/refresh.ts';

type Db = Database;

async function requireSpecification(db: Db, specId: string) {
  const type = (await findObjectTypes(db, [specId])).get(specId);
  if (!type) throw notFound(`No catalogue item '${specId}'.`);
  if (type !== 'SPECIFICATION')
    throw badRequest(`'${specId}' is a bundle; only specifications belong to bundles`);
}

/** Every bundle of the catalogue (bundles are few), each marked when it holds the specification. */
export async function getBundleMembership(db: Db, specId: string): Promise<BundleMembership> {
  await requireSpecification(db, specId);
  const rows = await db
    .selectFrom('catalog_items as b')
    .select(['b.id', 'b.name'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('bundle_specs as s')
            .select('s.bundle_id')
            .whereRef('s.bundle_id', '=', 'b.id')
            .where('s.spec_id', '=', specId),
        )
        .as('is_member'),
    )
    .where('b.object_type', '=', 'BUNDLE')
    .orderBy('b.sort_name')
    .orderBy('b.id')
    .execute();
  return { bundles: rows.map((r) => ({ id: r.id, name: r.name, isMember: Boolean(r.is_member) })) };
}

/**
 * Makes the specification a member of exactly these bundles: appended (live) to bundles it joins,
 * removed from bundles it leaves (their other entries keep their order); one transaction.
 */
export async function setBundleMembership(db: Db, specId: string, bundleIds: string[]) {
  return db.transaction().execute(async (trx) => {
    await requireSpecification(trx, specId);
    const types = await findObjectTypes(trx, bundleIds);
    bundleIds.forEach((id, i) => {
      if (!types.has(id)) throw badRequest(`Invalid body.bundleIds.${i}: unknown item '${id}'`);
      if (types.get(id) !== 'BUNDLE')
        throw badRequest(`Invalid body.bundleIds.${i}: '${id}' is not a bundle`);
    });
    const current = await trx
      .selectFrom('bundle_specs')
      .select('bundle_id')
      .distinct()
      .where('spec_id', '=', specId)
      .execute();
    const before = new Set(current.map((r) => r.bundle_id));
    const wanted = new Set(bundleIds);
    const leaving = [...before].filter((id) => !wanted.has(id));
    const joining = bundleIds.filter((id) => !before.has(id));
    if (leaving.length > 0)
      await trx
        .deleteFrom('bundle_specs')
        .where('spec_id', '=', specId)
        .where('bundle_id', 'in', leaving)
        .execute();
    for (const bundleId of joining) {
      const last = await trx
        .selectFrom('bundle_specs')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('bundle_id', '=', bundleId)
        .executeTakeFirst();
      const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await trx
        .insertInto('bundle_specs')
        .values({ bundle_id: bundleId, position, spec_id: specId, live: true })
        .execute();
    }
    const changed = [...leaving, ...joining];
    if (changed.length > 0) {
      await trx
        .updateTable('catalog_items')
        .set({ date_updated: new Date() })
        .where('id', 'in', changed)
        .execute();
      await refreshSearch(trx, changed);
    }
    return getBundleMembership(trx, specId);
  });
}
