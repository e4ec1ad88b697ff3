import type { FieldValue, TemplateItem } from '@storefront/contract/access';

/** The access-form logic of spec section 4, by field id (the web applies the same rules). */
export const DESIGN_FIELDS = [
  'appComponent',
  'desc',
  'organization',
  'market',
  'consumerhostloc',
  'cloudloc',
];
export const DESIGN_ID_FIELDS = ['designId', 'designName'];
export const PRODUCTION_FIELDS = [
  'prodtranssec',
  'prodpeaktranssec',
  'prodmaxvolday',
  'prodtimefram',
  'prodavemsgsize',
  'prodmaxmsgsize',
];
export const CLIENT_ID_FIELDS = ['clientIdEnvironment', 'grantType', 'consumerAtlasTechLeadEmail'];

export interface FieldState {
  hidden: boolean;
  required: boolean;
  disabled: boolean;
}

export const hasValue = (v: FieldValue | undefined | null): boolean =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'boolean' ? v : typeof v === 'string' && v.trim() !== '';

const isChecked = (v: FieldValue | undefined) => v === true || v === 'true';

/**
 * Hidden, required and disabled per field for the given values: the template's own flags, then
 * - atlasDesignId filled: design fields hidden and optional, design id and name shown; empty: the
 *   reverse (design fields shown and required, design id and name hidden);
 * - subscription "true" shows the six production-volume fields, anything else hides them;
 * - newClientId checked makes its three fields required, unchecked optional;
 * - disableIfNoOauth fields are disabled unless the item has OAuth-capable policies.
 * Rules only touch fields the template has, so a provider's template may leave any of them out.
 */
export function applyAccessFormLogic(
  items: TemplateItem[],
  values: Record<string, FieldValue | undefined>,
  hasOauthPolicies: boolean,
): Map<string, FieldState> {
  const states = new Map<string, FieldState>();
  for (const item of items) {
    if (!item.id) continue;
    states.set(item.id, {
      hidden: item.hidden === true,
      required: item.required === true,
      disabled: item.disabled === true || (item.disableIfNoOauth === true && !hasOauthPolicies),
    });
  }
  const set = (ids: string[], patch: Partial<FieldState>) => {
    for (const id of ids) {
      const s = states.get(id);
      if (s) states.set(id, { ...s, ...patch });
    }
  };
  if (states.has('atlasDesignId')) {
    const chosen = hasValue(values.atlasDesignId);
    set(DESIGN_FIELDS, { hidden: chosen, required: !chosen });
    set(DESIGN_ID_FIELDS, { hidden: !chosen });
  }
  if (states.has('subscription')) set(PRODUCTION_FIELDS, { hidden: values.subscription !== 'true' });
  if (states.has('newClientId')) set(CLIENT_ID_FIELDS, { required: isChecked(values.newClientId) });
  return states;
}
