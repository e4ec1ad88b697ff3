import type { Branding } from '@storefront/contract/config';

/** Defaults when the branding call fails or carries no primaryColor (spec section 9). */
export const DEFAULT_BRANDING = {
  primaryColor: '#1c5fb8',
  primaryBtnHoverColor: '#164c93',
  primaryBtnTextColor: '#ffffff',
  borderRadius: 6,
  brandName: 'Storefront',
  landingTitle: 'Welcome to the API Storefront',
  landingMessage:
    'Find the APIs you need, read their documentation, try them out and request access, all in one place.',
} satisfies Branding;

export type ResolvedBranding = Branding & typeof DEFAULT_BRANDING;

/** Branding with every field the shell reads filled in. Without primaryColor the defaults apply. */
export function resolveBranding(branding: Branding | null | undefined): ResolvedBranding {
  if (!branding?.primaryColor) return { ...DEFAULT_BRANDING };
  return {
    ...branding,
    primaryColor: branding.primaryColor,
    primaryBtnHoverColor: branding.primaryBtnHoverColor ?? '',
    primaryBtnTextColor: branding.primaryBtnTextColor ?? '',
    borderRadius: branding.borderRadius ?? DEFAULT_BRANDING.borderRadius,
    brandName: branding.brandName || DEFAULT_BRANDING.brandName,
    landingTitle: branding.landingTitle || DEFAULT_BRANDING.landingTitle,
    landingMessage: branding.landingMessage || DEFAULT_BRANDING.landingMessage,
  };
}
