import type { Static } from '@sinclair/typebox';
import type { BundledSpecInput } from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';
import { itemExists } from '../items/repository.ts';
import { createProviderItem } from '../items/service.ts';
import { BUNDLES } from './bundles.ts';
import { OWNERS, STATES } from './reference.ts';
import { ownerClassId } from './seed-reference.ts';
import { categoryId, groupOf } from './taxonomy.ts';

type BundledSpec = Static<typeof BundledSpecInput>;

/** Creates the demo bundles that do not exist yet; `idOf` maps a demo path to its item id. */
export async function seedBundles(db: Database, idOf: (path: string) => string | undefined) {
  let created = 0;
  for (const [i, b] of BUNDLES.entries()) {
    if (await itemExists(db, b.id)) continue;
    const group = groupOf(b.category);
    const owner = OWNERS.find((o) => o.division === group?.division) ?? OWNERS[0];
    const bundledSpecs = b.specs.flatMap((s): BundledSpec[] => {
      if ('design' in s) return [{ live: false, designName: s.design, state: s.state }];
      const specId = idOf(s.path);
      return specId ? [{ specId, live: true }] : [];
    });
    await createProviderItem(db, {
      id: b.id,
      objectType: 'BUNDLE',
      name: b.name,
      description: b.description,
      version: `${1 + (i % 2)}.0`,
      state: STATES[b.state],
      division: owner.division,
      owner: owner.code,
      interfaceType: 'REST',
      classifications: [categoryId(b.category), ownerClassId(owner.code)],
      bundledSpecs,
    });
    created++;
  }
  return created;
}

/** Specifications announced before their document exists: empty Methods, Documentation and Pricing. */
const PLACEHOLDERS = [
  {
    id: 'loyalty-points',
    name: 'Loyalty Points API',
    description: 'Earn and redeem loyalty points across channels. The API description is being written.',
    state: STATES.beta,
    category: 'ecommerce',
  },
  {
    id: 'fleet-telemetry',
    name: 'Fleet Telemetry API',
    description: 'Vehicle positions and health events for fleet operators. Coming soon.',
    state: { name: 'Planned', colour: 'info' },
    category: 'transport',
  },
];

export async function seedPlaceholders(db: Database) {
  for (const p of PLACEHOLDERS) {
    if (await itemExists(db, p.id)) continue;
    const owner = OWNERS.find((o) => o.division === groupOf(p.category)?.division) ?? OWNERS[0];
    await createProviderItem(db, {
      id: p.id,
      name: p.name,
      description: p.description,
      version: '0.1',
      state: p.state,
      division: owner.division,
      owner: owner.code,
      interfaceType: 'REST',
      storefront: 'soon:',
      classifications: [categoryId(p.category), ownerClassId(owner.code)],
    });
  }
}
