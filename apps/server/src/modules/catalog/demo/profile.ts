import type { ImportMetadata } from '../import/metadata.ts';
import { OWNERS, STATES } from './reference.ts';
import { ownerClassId } from './seed-reference.ts';
import { CATEGORY_GROUPS, classificationsFor, groupOf } from './taxonomy.ts';

const PLAN_SETS = [
  [],
  ['free'],
  ['free', 'developer'],
  ['developer', 'business'],
  ['free', 'business', 'enterprise'],
];
const AUDIENCES = ['public', 'partner', 'internal'];
const REGION_SETS = [['emea'], ['americas'], ['apac'], ['emea', 'americas'], ['emea', 'americas', 'apac']];

/**
 * The catalogue facts of demo API number `index`, varied on purpose so that every list and tab has
 * data for some items and an empty state for others (no plans, no state, no deployment, ...).
 */
export function profileFor(index: number, path: string, categories: string[]): ImportMetadata {
  const group = groupOf(categories[0] ?? '') ?? CATEGORY_GROUPS[3];
  const owners = OWNERS.filter((o) => o.division === group.division);
  const owner = owners[index % owners.length];
  const slug = path
    .replace(/\.json$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  const runtime = index % 4 === 0 ? 'apigee' : 'native';
  const storefront =
    index % 7 === 3 ? '' : index % 7 === 5 ? 'soon:' : `${runtime}:${group.id.slice(4)}:${slug}`;
  return {
    division: group.division,
    owner: owner.code,
    state: stateFor(index),
    storefront,
    classifications: [...classificationsFor(path, categories), ownerClassId(owner.code)],
    pricingPlans: PLAN_SETS[index % PLAN_SETS.length],
    dimensions: {
      audience: [AUDIENCES[index % AUDIENCES.length]],
      region: REGION_SETS[(index * 3) % REGION_SETS.length],
    },
  };
}

function stateFor(index: number): ImportMetadata['state'] {
  if (index % 10 === 7 || index % 10 === 8) return STATES.beta;
  if (index % 10 === 9) return STATES.deprecated;
  return STATES.live;
}

/** Headlines shown on About (some items have none: "No metrics found"). */
export function headlinesFor(index: number) {
  if (index % 3 === 2) return [];
  const r = (k: number) => ((index + 1) * 2_654_435_761 * (k + 1)) % 1000;
  return [
    {
      label: 'Availability',
      value: 0.99 + r(1) / 100_000,
      unit: 'uptime',
      description: 'Share of successful calls, last 90 days',
    },
    {
      label: 'Average latency',
      value: 40 + (r(2) % 400),
      unit: 'ms',
      description: 'Mean response time, last 7 days',
    },
    {
      label: 'Calls',
      value: 1_000 + r(3) * 1_237,
      unit: 'calls / 30 days',
      description: 'Calls by all consumers',
    },
    {
      label: 'Subscribers',
      value: 3 + (r(4) % 250),
      unit: 'apps',
      description: 'Applications with an active key',
    },
  ];
}

/** Ranking values for Top APIs (a fifth of the items have none). */
export function metricValueFor(index: number, metric: string, scale: number) {
  if (index % 5 === 4) return undefined;
  const r = (((index + 3) * 40_503 * (metric.length + 7)) % 10_007) / 10_007;
  return metric === 'availability' ? Math.round((0.95 + r * 0.0499) * 1e6) / 1e6 : Math.round(r * scale);
}

/** Spreads "Updated Date" over the past year so sorting by it is meaningful. */
export function updatedDateFor(index: number, now: number) {
  return new Date(now - ((index * 37) % 365) * 86_400_000 - (index % 24) * 3_600_000);
}
