import type { ItemDetails, MetricHeadlines } from '@storefront/contract/details';
import type { Database } from '../../../db/connection.ts';
import { notFound } from '../../../errors.ts';
import { getSetting } from '../../config/repository.ts';
import {
  iso,
  liveSpecIds,
  presentBundledSpecs,
  presentOperation,
  presentOperationSpecifications,
  presentPricingPlan,
  presentState,
} from './presenter.ts';
import * as repo from './repository.ts';

export const ITEM_NOT_FOUND = 'The catalogue item does not exist.';

export async function getItemDetails(
  db: Database,
  id: string,
  userId: number,
  options: { recordView: boolean },
): Promise<ItemDetails> {
  const item = await repo.findItemRow(db, id, userId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const isBundle = item.object_type === 'BUNDLE';
  const [classifications, plans, operations, attachments, policies, bundleRows] = await Promise.all([
    repo.listClassifications(db, id),
    repo.listPricingPlans(db, id),
    repo.listOperations(db, [id]),
    repo.listAttachments(db, id),
    repo.listSecurityPolicies(db, id),
    isBundle ? repo.listBundleSpecs(db, id) : Promise.resolve([]),
    options.recordView ? repo.recordView(db, userId, id) : Promise.resolve(),
  ]);
  const specOps = await repo.listOperations(db, liveSpecIds(bundleRows));
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    version: item.version,
    state: presentState(item.state_name, item.state_color),
    division: item.division,
    owner: item.owner,
    ownerName: item.owner_name ?? item.owner,
    classifications,
    interfaceType: item.interface_type ? { name: item.interface_type } : null,
    objectType: item.object_type,
    storefront: item.storefront,
    pricingplans: plans.map((p) => p.code),
    userFavourite: Boolean(item.user_favourite),
    userWatched: Boolean(item.user_watched),
    dateUpdated: iso(item.date_updated),
    operations: operations.map(presentOperation),
    attachments: attachments.map((a) => ({
      id: String(a.id),
      name: a.name,
      contentType: a.content_type,
      size: a.size,
      dateUpdated: iso(a.date_updated),
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
    hasDocument: Boolean(item.has_document),
  };
}

/** The customer configuration may flag that metrics come from an external monitoring service. */
async function readNonNativeMetrics(db: Database): Promise<boolean> {
  const settings = await getSetting<{ nonNativeMetrics?: unknown }>(db, 'config');
  return settings?.nonNativeMetrics === true;
}

export async function getMetricHeadlines(db: Database, id: string): Promise<MetricHeadlines> {
  if (!(await repo.itemExists(db, id))) throw notFound(ITEM_NOT_FOUND);
  const [rows, nonNativeMetrics] = await Promise.all([
    repo.listMetricHeadlines(db, id),
    readNonNativeMetrics(db),
  ]);
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
