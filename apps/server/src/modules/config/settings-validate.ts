import type { BrandingUpdate, CustomerSettings } from '@storefront/contract/config';
import { checkTranslations } from '../../lib/provider-words.ts';

/** Details-menu entries the SPA knows (menu-rules.ts); any other key would be silently ignored. */
export const DETAILS_MENU_KEYS = [
  'about',
  'bundleDetails',
  'methods',
  'pricing',
  'documentation',
  'attachments',
  'contactProvider',
  'providerUpdates',
  'getApiAccess',
  'manageAccess',
  'openapiDownload',
  'viewInCatalog',
  'ticketing',
] as const;
const menuKeys = new Set<string>(DETAILS_MENU_KEYS);
const CONTROL = /\p{Cc}/u;

function checkLabel(errors: string[], where: string, label: string | undefined) {
  if (label === undefined) return;
  if (label.trim() === '') errors.push(`${where}: a label must not be blank (leave it out for the default)`);
  else if (CONTROL.test(label)) errors.push(`${where}: a label must not contain control characters`);
}

/**
 * Rules the schema cannot say, checked before a provider's configuration is stored; each message
 * names the offending field. Empty when the settings are valid.
 */
export function validateSettings(s: CustomerSettings): string[] {
  const errors: string[] = [];
  if (s.customerCode.trim() === '') errors.push('customerCode: must not be blank');
  for (const [key, entry] of Object.entries(s.portalUIConfig.detailsMenu)) {
    const where = `portalUIConfig.detailsMenu.${key}`;
    if (!menuKeys.has(key))
      errors.push(`${where}: unknown menu entry (one of ${DETAILS_MENU_KEYS.join(', ')})`);
    checkLabel(errors, where, entry.label);
    checkTranslations(errors, `${where}.labelTranslations`, entry.labelTranslations);
  }
  checkLabel(errors, 'portalUIConfig.methodBehaviour', s.portalUIConfig.methodBehaviour.label);
  try {
    const url = new URL(s.viewInCatalogUrl.replaceAll('{id}', 'id'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    errors.push('viewInCatalogUrl: must be an http(s) address ({id} is replaced by the item id)');
  }
  s.emailPatterns.forEach((pattern, i) => {
    try {
      new RegExp(pattern);
    } catch (err) {
      errors.push(`emailPatterns[${i}]: not a valid regular expression (${(err as Error).message})`);
    }
  });
  return errors;
}

/** Rules the branding schema cannot say: the landing texts' translations (issue 31). */
export function validateBranding(b: BrandingUpdate): string[] {
  const errors: string[] = [];
  // null clears the translations: nothing to check.
  checkTranslations(errors, 'landingTitleTranslations', b.landingTitleTranslations ?? undefined);
  checkTranslations(errors, 'landingMessageTranslations', b.landingMessageTranslations ?? undefined, true);
  return errors;
}
