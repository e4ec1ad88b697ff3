import type { Branding } from '@storefront/contract/config';
import { DEFAULT_BRANDING } from '../../lib/theme/branding-defaults.ts';
import { AA_TEXT, contrastRatio, readableText } from '../../lib/theme/colour.ts';

/** The server's colour format (contract Branding): #rrggbb. */
const COLOUR = /^#[0-9a-f]{6}$/i;
const isColour = (value: string) => COLOUR.test(value);

export interface BrandingDraft {
  primaryColor: string;
  primaryBtnTextColor: string;
  brandName: string;
  /** Pixels as typed ('' = default). */
  borderRadius: string;
  landingTitle: string;
  landingMessage: string;
}

export const RADIUS_MAX = 48;

export function draftFrom(stored: Branding): BrandingDraft {
  return {
    primaryColor: stored.primaryColor ?? DEFAULT_BRANDING.primaryColor,
    primaryBtnTextColor: stored.primaryBtnTextColor ?? '',
    brandName: stored.brandName ?? '',
    borderRadius: stored.borderRadius === undefined ? '' : String(stored.borderRadius),
    landingTitle: stored.landingTitle ?? '',
    landingMessage: stored.landingMessage ?? '',
  };
}

/** The stored branding with the draft's fields replaced (PUT replaces the whole document). */
export function mergeDraft(stored: Branding, draft: BrandingDraft): Branding {
  const next: Branding = { ...stored, primaryColor: draft.primaryColor.toLowerCase() };
  const text = draft.primaryBtnTextColor.trim();
  if (text) next.primaryBtnTextColor = text.toLowerCase();
  else delete next.primaryBtnTextColor;
  const name = draft.brandName.trim();
  if (name) next.brandName = name;
  else delete next.brandName;
  const radius = draft.borderRadius.trim();
  if (radius) next.borderRadius = Number(radius);
  else delete next.borderRadius;
  const title = draft.landingTitle.trim();
  if (title) next.landingTitle = title;
  else delete next.landingTitle;
  const message = draft.landingMessage.trim();
  if (message) next.landingMessage = message;
  else delete next.landingMessage;
  return next;
}

/** Problems that block saving, in the words shown beside the fields. */
export function draftErrors(draft: BrandingDraft): Partial<Record<keyof BrandingDraft, string>> {
  const errors: Partial<Record<keyof BrandingDraft, string>> = {};
  if (!isColour(draft.primaryColor)) errors.primaryColor = 'Enter a colour as #rrggbb.';
  const text = draft.primaryBtnTextColor.trim();
  if (text && !isColour(text)) errors.primaryBtnTextColor = 'Enter a colour as #rrggbb, or leave it empty.';
  if (draft.brandName.trim().length > 100) errors.brandName = 'Use at most 100 characters.';
  const radius = draft.borderRadius.trim();
  if (radius && !(/^[0-9]{1,2}$/.test(radius) && Number(radius) <= RADIUS_MAX))
    errors.borderRadius = `Enter whole pixels from 0 to ${RADIUS_MAX}, or leave it empty.`;
  if (draft.landingTitle.trim().length > 200) errors.landingTitle = 'Use at most 200 characters.';
  if (draft.landingMessage.trim().length > 2000) errors.landingMessage = 'Use at most 2000 characters.';
  return errors;
}

export interface ContrastCheck {
  text: string;
  ratio: number;
  /** Set when text on the primary colour falls below WCAG AA (4.5:1). */
  warning: string | null;
}

/** Button text on the primary colour: the chosen text colour, or the one the theme would pick. */
export function checkContrast(draft: BrandingDraft): ContrastCheck | null {
  if (!isColour(draft.primaryColor)) return null;
  const chosen = draft.primaryBtnTextColor.trim();
  const text = isColour(chosen) ? chosen : readableText([draft.primaryColor]);
  const ratio = contrastRatio(text, draft.primaryColor);
  const warning =
    ratio < AA_TEXT
      ? `Text on the primary colour has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA (4.5:1). Pick a darker or lighter colour.`
      : null;
  return { text, ratio, warning };
}
