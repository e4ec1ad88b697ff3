import type { ItemDetails, MetricHeadlines } from '@storefront/contract/details';
import type { Database } from '../../../db/connection.ts';
import { notFound } from '../../../errors.ts';
import { ITEM_NOT_FOUND } from '../../../lib/error-codes.ts';
import { getSetting } from '../../config/index.ts';
import { loadCardBases, loadOperations } from '../summary/repository.ts';
import {
  liveSpecIds,
  presentBundledSpecs,
  presentOperationSpecifications,
  presentPricingPlan,
} from './presenter.ts';
import * as repo from './repository.ts';

/** Details without the caller's favourite and watch flags: the same for every user. */
export type SharedItemDetails = Omit<ItemDetails, 'userFavourite' | 'userWatched'>;

/**
 * The shared summary (same as search cards) plus what the details tabs need, for every user alike;
 * undefined when the item does not exist.
 */
export async function loadSharedItemDetails(
  db: Database,
  id: string,
): Promise<SharedItemDetails | undefined> {
  const [bases, operations, extras, plans, attachments, policies, bundleRows] = await Promise.all([
    loadCardBases(db, [id]),
    loadOperations(db, [id]),
    repo.findItemExtras(db, id),
    repo.listPricingPlans(db, id),
    repo.listAttachments(db, id),
    repo.listSecurityPolicies(db, id),
    repo.listBundleSpecs(db, id),
  ]);
  const base = bases.get(id);
  if (!base || !extras) return undefined;
  // One query for the operations of every live spec of a bundle.
  const specOps = await loadOperations(db, liveSpecIds(bundleRows));
  return {
    ...base,
    operations: operations.get(id) ?? [],
    ownerName: extras.owner_name ?? base.owner,
    attachments: attachments.map((a) => ({
      id: String(a.id),
      name: a.name,
      contentType: a.content_type,
      size: a.size,
      dateUpdated: new Date(a.date_updated).toISOString(),
    })),
    bundledSpecs: presentBundledSpecs(bundleRows),
    operationSpecifications: presentOperationSpecifications(bundleRows, specOps),
    pricingPlans: plans.map(presentPricingPlan),
    securityPolicies: policies.map((p) => ({
      id: p.policy_id,
      name: p.name,
      type: p.type,
      isOauth: p.is_oauth,
    })),
    hasDocument: Boolean(extras.has_document),
    // AsyncAPI documents' spec_version is "AsyncAPI 3.0.0" (OpenAPI's the bare number).
    documentType: extras.has_document
      ? extras.spec_version?.startsWith('AsyncAPI')
        ? 'AsyncAPI'
        : 'OpenAPI'
      : null,
  };
}

/** The customer configuration may flag that metrics come from an external monitoring service. */
async function readNonNativeMetrics(db: Database): Promise<boolean> {
  const settings = await getSetting<{ nonNativeMetrics?: unknown }>(db, 'config');
  return settings?.nonNativeMetrics === true;
}

export async function getMetricHeadlines(db: Database, id: string): Promise<MetricHeadlines> {
  const [exists, rows, nonNativeMetrics] = await Promise.all([
    repo.itemExists(db, id),
    repo.listMetricHeadlines(db, id),
    readNonNativeMetrics(db),
  ]);
  if (!exists) throw notFound(ITEM_NOT_FOUND);
  return {
    headlines: rows.map((r) => ({
      label: r.label,
      value: r.value,
      description: r.description,
      metric: { unitOfMeasure: r.unit_of_measure },
    })),
    storefront: { details: { nonNativeMetrics } },
  };
}
