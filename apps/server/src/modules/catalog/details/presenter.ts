import type { ItemSummary } from '@storefront/contract/common';
import type { BundledSpec, OperationSpecification, PricingPlan } from '@storefront/contract/details';
import { plainSummary } from '../summary/plain-summary.ts';
import type { listBundleSpecs, listPricingPlans } from './repository.ts';

type Operation = ItemSummary['operations'][number];
type BundleRow = Awaited<ReturnType<typeof listBundleSpecs>>[number];
type PlanRow = Awaited<ReturnType<typeof listPricingPlans>>[number];

export function presentState(name: string | null, colour: string | null) {
  return name ? { name, colour: colour || 'info' } : null;
}

/** A spec is live only when flagged and still a catalogue item (its row may have been removed). */
const isLive = (row: BundleRow) => row.live && row.item_id !== null;

export function presentBundledSpecs(rows: BundleRow[]): BundledSpec[] {
  return rows.map((row) => ({
    specId: row.spec_id,
    live: isLive(row),
    designName: row.design_name ?? (isLive(row) ? null : row.name),
    state: isLive(row)
      ? presentState(row.item_state_name, row.item_state_color)
      : presentState(row.state_name, 'info'),
  }));
}

export function liveSpecIds(rows: BundleRow[]): string[] {
  return [...new Set(rows.filter(isLive).map((r) => r.item_id!))];
}

/** Live specs with their operations (read for all of them in one query, keyed by spec id). */
export function presentOperationSpecifications(
  rows: BundleRow[],
  byItem: Map<string, Operation[]>,
): OperationSpecification[] {
  const seen = new Set<string>();
  const result: OperationSpecification[] = [];
  for (const row of rows) {
    if (!isLive(row) || seen.has(row.item_id!)) continue;
    const specId = row.item_id!;
    seen.add(specId);
    result.push({
      id: specId,
      name: row.name ?? '',
      version: row.version ?? '',
      description: row.description ?? '',
      summary: row.summary ?? plainSummary(row.description),
      state: presentState(row.item_state_name, row.item_state_color),
      operations: (byItem.get(specId) ?? []).map((op) => ({ ...op, operationSpecificationId: specId })),
    });
  }
  return result;
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** visual_style is provider-written JSON: keep only the four documented fields, as text. */
export function presentPricingPlan(row: PlanRow): PricingPlan {
  const style = (row.visual_style ?? {}) as Record<string, unknown>;
  return {
    code: row.code,
    name: row.name,
    visualStyle: {
      cost: text(style.cost),
      period: text(style.period),
      quota: text(style.quota),
      description: text(style.description),
    },
  };
}
