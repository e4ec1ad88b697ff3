import type { TemplateItem } from '@storefront/contract/access';
import type { FieldStates, FormValue, FormValues } from '../../../components/dynamic-form/types.ts';

/** The access-form logic of spec section 4, by field id (the server applies the same rules). */
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

export const hasValue = (v: FormValue | undefined): boolean =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'boolean' ? v : typeof v === 'string' && v.trim() !== '';

/**
 * Hidden, required and disabled per field: the template's flags, then
 * - atlasDesignId filled: design fields hidden and optional, design id and name shown; empty: design
 *   fields shown and required, design id and name hidden;
 * - subscription "true" shows the six production-volume fields, anything else hides them;
 * - newClientId checked makes its three fields required, unchecked optional;
 * - disableIfNoOauth fields are disabled unless the item has OAuth-capable policies.
 */
export function applyAccessFormLogic(
  items: TemplateItem[],
  values: FormValues,
  hasOauthPolicies: boolean,
): FieldStates {
  const states: FieldStates = {};
  for (const item of items) {
    if (!item.id) continue;
    states[item.id] = {
      hidden: item.hidden === true,
      required: item.required === true,
      disabled: item.disabled === true || (item.disableIfNoOauth === true && !hasOauthPolicies),
    };
  }
  const set = (ids: string[], patch: Partial<FieldStates[string]>) => {
    for (const id of ids) if (states[id]) states[id] = { ...states[id], ...patch };
  };
  if (states.atlasDesignId) {
    const chosen = hasValue(values.atlasDesignId);
    set(DESIGN_FIELDS, { hidden: chosen, required: !chosen });
    set(DESIGN_ID_FIELDS, { hidden: !chosen });
  }
  if (states.subscription) set(PRODUCTION_FIELDS, { hidden: values.subscription !== 'true' });
  if (states.newClientId) {
    const checked = values.newClientId === true || values.newClientId === 'true';
    set(CLIENT_ID_FIELDS, { required: checked });
  }
  return states;
}
