import type { Static } from '@sinclair/typebox';
import type { BundledSpecInput, ReplaceItemBody } from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';
import { badRequest } from '../../../errors.ts';
import { PRICING_DIMENSION } from './presenter.ts';
import {
  findExistingClassifications,
  findExistingDimensionValues,
  findObjectTypes,
} from './read-repository.ts';
import type { BundledSpecRow } from './repository.ts';

const invalid = (field: string, why: string) => badRequest(`Invalid body.${field}: ${why}`);

export async function checkClassifications(db: Database, ids: string[]) {
  const found = await findExistingClassifications(db, ids);
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0) throw invalid(`classifications.${i}`, `unknown classification '${ids[i]}'`);
}

/** Merges pricingPlans into the dimension map and checks every value exists. */
export async function checkDimensions(
  db: Database,
  body: Pick<ReplaceItemBody, 'dimensions' | 'pricingPlans'>,
) {
  const byCode: Record<string, string[]> = { ...(body.dimensions ?? {}) };
  if (body.pricingPlans) {
    byCode[PRICING_DIMENSION] = [...new Set([...(byCode[PRICING_DIMENSION] ?? []), ...body.pricingPlans])];
  }
  const found = await findExistingDimensionValues(db, Object.keys(byCode));
  for (const [code, values] of Object.entries(byCode)) {
    const i = values.findIndex((v) => !found.has(`${code}\u0000${v}`));
    if (i < 0) continue;
    if (code === PRICING_DIMENSION && body.pricingPlans?.includes(values[i])) {
      throw invalid(
        `pricingPlans.${body.pricingPlans.indexOf(values[i])}`,
        `unknown pricing plan '${values[i]}'`,
      );
    }
    throw invalid(`dimensions.${code}.${i}`, `unknown value '${values[i]}' of dimension '${code}'`);
  }
  return byCode;
}

/** A live spec must be an existing specification; a non-live one needs at least a design name. */
export async function checkBundledSpecs(
  db: Database,
  bundleId: string,
  objectType: string,
  specs: Static<typeof BundledSpecInput>[],
): Promise<BundledSpecRow[]> {
  if (specs.length > 0 && objectType !== 'BUNDLE') {
    throw invalid('bundledSpecs', 'only items of objectType BUNDLE hold specifications');
  }
  const types = await findObjectTypes(
    db,
    specs.map((s) => s.specId).filter((s): s is string => !!s),
  );
  return specs.map((s, i) => {
    const live = s.live ?? true;
    if (s.specId) {
      if (s.specId === bundleId) throw invalid(`bundledSpecs.${i}.specId`, 'a bundle cannot hold itself');
      const type = types.get(s.specId);
      if (!type) throw invalid(`bundledSpecs.${i}.specId`, `unknown item '${s.specId}'`);
      if (type !== 'SPECIFICATION')
        throw invalid(`bundledSpecs.${i}.specId`, `'${s.specId}' is not a specification`);
    } else if (live) {
      throw invalid(`bundledSpecs.${i}.specId`, 'is required for a live specification');
    } else if (!s.designName) {
      throw invalid(
        `bundledSpecs.${i}.designName`,
        'is required for a non-live specification without specId',
      );
    }
    return {
      spec_id: s.specId ?? null,
      live,
      design_name: s.designName ?? null,
      state_name: s.state ?? null,
    };
  });
}
