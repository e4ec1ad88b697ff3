import type { ProviderItem } from '@storefront/contract/provider';
import type { readItemParts } from './read-repository.ts';
import type { ItemRow } from './repository.ts';

type Parts = Awaited<ReturnType<typeof readItemParts>>;
type ItemHead = Omit<ItemRow, 'sort_name' | 'search_vector' | 'source_key' | 'created_at' | 'summary'>;

export const PRICING_DIMENSION = 'pricingplans';

export function presentItem(item: ItemHead, p: Parts): ProviderItem {
  const dimensions: Record<string, string[]> = {};
  const pricingPlans: string[] = [];
  for (const d of p.dims) {
    if (d.dimension_code === PRICING_DIMENSION) pricingPlans.push(d.value_code);
    else dimensions[d.dimension_code] = [...(dimensions[d.dimension_code] ?? []), d.value_code];
  }
  return {
    id: item.id,
    objectType: item.object_type,
    name: item.name,
    description: item.description,
    version: item.version,
    state: item.state_name ? { name: item.state_name, colour: item.state_color } : null,
    division: item.division,
    owner: item.owner,
    interfaceType: item.interface_type,
    storefront: item.storefront,
    classifications: p.classes.map((c) => c.classification_id).sort(),
    pricingPlans,
    dimensions,
    bundledSpecs: p.specs.map((s) => ({
      specId: s.spec_id,
      live: s.live,
      designName: s.design_name,
      state: s.state_name,
    })),
    attachments: p.attachments.map((a) => ({
      id: Number(a.id),
      name: a.name,
      contentType: a.content_type,
      size: a.size,
      dateUpdated: a.date_updated.toISOString(),
    })),
    document: p.document
      ? {
          filename: p.document.filename,
          format: p.document.format,
          specVersion: p.document.spec_version,
          size: p.document.size,
        }
      : null,
    operationCount: p.operationCount,
    headlines: p.headlines.map((h) => ({
      label: h.label,
      value: h.value,
      description: h.description,
      unitOfMeasure: h.unit_of_measure,
    })),
    securityPolicies: p.policies.map((s) => ({
      id: s.policy_id,
      name: s.name,
      type: s.type,
      isOauth: s.is_oauth,
    })),
    dateUpdated: new Date(item.date_updated).toISOString(),
  };
}
