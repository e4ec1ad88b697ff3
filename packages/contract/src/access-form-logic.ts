import type { FieldValue, TemplateItem } from './access.ts';

/**
 * The access-form logic of spec section 4, by field id: ONE implementation that the server applies
 * when it validates a request and the web applies while the consumer fills the form. Pure and
 * free of TypeBox (type imports only), so the web may import it as a value (see
 * apps/web/src/contract-imports.test.ts, which allows this module and checks it stays type-only).
 */
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

export interface AccessFieldState {
  hidden: boolean;
  required: boolean;
  disabled: boolean;
}

export const hasValue = (v: FieldValue | undefined | null): boolean =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'boolean' ? v : typeof v === 'string' && v.trim() !== '';

/**
 * Hidden, required and disabled per field id for the given values: the template's own flags, then
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
): Record<string, AccessFieldState> {
  const states: Record<string, AccessFieldState> = {};
  for (const item of items) {
    if (!item.id) continue;
    states[item.id] = {
      hidden: item.hidden === true,
      required: item.required === true,
      disabled: item.disabled === true || (item.disableIfNoOauth === true && !hasOauthPolicies),
    };
  }
  const set = (ids: string[], patch: Partial<AccessFieldState>) => {
    for (const id of ids) {
      const s = states[id];
      if (s) states[id] = { ...s, ...patch };
    }
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
