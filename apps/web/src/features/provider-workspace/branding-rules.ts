import { i18n } from '@lingui/core';
import type { Branding, BrandingUpdate } from '@storefront/contract/config';
import type { Translations } from '@storefront/contract/translations';
import { formatNumber } from '../../lib/format-number.ts';
import { DEFAULT_BRANDING } from '../../lib/theme/branding-defaults.ts';
import { brandColours, DARK_SURFACE } from '../../lib/theme/build-theme.ts';
import { AA_TEXT, accessibleOn, contrastRatio, readableText } from '../../lib/theme/colour.ts';
import { cleanTranslations } from './settings/words-rules.ts';

/** The server's colour format (contract Branding): #rrggbb. */
const COLOUR = /^#[0-9a-f]{6}$/i;
const isColour = (value: string) => COLOUR.test(value);

export interface BrandingDraft {
  primaryColor: string;
  primaryBtnTextColor: string;
  /** '' = derived from the primary colour (build-theme's palette shade). */
  primaryBtnHoverColor: string;
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
    primaryBtnHoverColor: stored.primaryBtnHoverColor ?? '',
    brandName: stored.brandName ?? '',
    borderRadius: stored.borderRadius === undefined ? '' : String(stored.borderRadius),
    landingTitle: stored.landingTitle ?? '',
    landingMessage: stored.landingMessage ?? '',
  };
}

/**
 * What a save sends: every field the editor shows, set or null when emptied (the server then clears
 * it). The server keeps the fields not named (PUT /api/provider/branding changes only those), so the
 * supporting colours and anything set through the API survive a save from the workspace.
 */
export function brandingUpdate(
  draft: BrandingDraft,
  titleWords?: Translations,
  messageWords?: Translations,
): BrandingUpdate {
  const text = (value: string) => value.trim() || null;
  const colour = (value: string) => value.trim().toLowerCase() || null;
  const radius = draft.borderRadius.trim();
  return {
    primaryColor: draft.primaryColor.toLowerCase(),
    primaryBtnTextColor: colour(draft.primaryBtnTextColor),
    primaryBtnHoverColor: colour(draft.primaryBtnHoverColor),
    brandName: text(draft.brandName),
    borderRadius: radius ? Number(radius) : null,
    landingTitle: text(draft.landingTitle),
    landingMessage: text(draft.landingMessage),
    landingTitleTranslations: cleanTranslations(titleWords) ?? null,
    landingMessageTranslations: cleanTranslations(messageWords) ?? null,
  };
}

// Texts from the ws-settings area (issue 31), read when each function is called, so problems and
// warnings follow the active language.

/** A contrast ratio as the warnings show it: two decimals, in the active language ("4.50", "4,50"). */
export const ratioText = (ratio: number) =>
  formatNumber(ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Problems that block saving, in the words shown beside the fields. */
export function draftErrors(draft: BrandingDraft): Partial<Record<keyof BrandingDraft, string>> {
  const errors: Partial<Record<keyof BrandingDraft, string>> = {};
  const colourOrEmpty = () => i18n._('ws-settings.branding.problem.colourOrEmpty');
  const tooLong = (max: number) => i18n._('ws-settings.branding.problem.tooLong', { max: String(max) });
  if (!isColour(draft.primaryColor)) errors.primaryColor = i18n._('ws-settings.branding.problem.colour');
  const text = draft.primaryBtnTextColor.trim();
  if (text && !isColour(text)) errors.primaryBtnTextColor = colourOrEmpty();
  const hover = draft.primaryBtnHoverColor.trim();
  if (hover && !isColour(hover)) errors.primaryBtnHoverColor = colourOrEmpty();
  if (draft.brandName.trim().length > 100) errors.brandName = tooLong(100);
  const radius = draft.borderRadius.trim();
  if (radius && !(/^[0-9]{1,2}$/.test(radius) && Number(radius) <= RADIUS_MAX))
    errors.borderRadius = i18n._('ws-settings.branding.problem.radius', { max: String(RADIUS_MAX) });
  if (draft.landingTitle.trim().length > 200) errors.landingTitle = tooLong(200);
  if (draft.landingMessage.trim().length > 2000) errors.landingMessage = tooLong(2000);
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
    ratio < AA_TEXT ? i18n._('ws-settings.branding.warn.buttonText', { ratio: ratioText(ratio) }) : null;
  return { text, ratio, warning };
}

/** The hover colour buttons will use: the draft's own, else the one derived from its primary colour. */
export function hoverColour(draft: BrandingDraft): string | null {
  if (!isColour(draft.primaryColor)) return null;
  const hover = draft.primaryBtnHoverColor.trim();
  return brandColours({
    primaryColor: draft.primaryColor,
    ...(isColour(hover) ? { primaryBtnHoverColor: hover } : {}),
  }).hover;
}

export interface SchemeCheck {
  scheme: 'light' | 'dark';
  /** The scheme's page and text colours (Mantine's white/black and dark.7/dark.0). */
  background: string;
  text: string;
  /** The primary colour as text (links, light buttons) on the background. */
  ratio: number;
  /** What consumers see: the primary colour, darkened or lightened until it reaches AA. */
  shown: string;
  /** Set when the primary colour itself falls below AA in this scheme (it is then adapted). */
  warning: string | null;
}

const SCHEMES = [
  { scheme: 'light', background: '#ffffff', text: '#000000' },
  { scheme: 'dark', background: DARK_SURFACE, text: '#c9c9c9' },
] as const;

/**
 * The primary colour as link text in each colour scheme (issue 31): the theme adapts it until it
 * reads at WCAG AA, and the provider is told per scheme when that happens.
 */
export function checkSchemes(draft: BrandingDraft): SchemeCheck[] | null {
  if (!isColour(draft.primaryColor)) return null;
  return SCHEMES.map(({ scheme, background, text }) => {
    const ratio = contrastRatio(draft.primaryColor, background);
    const shown = accessibleOn(draft.primaryColor, background);
    // One message per scheme, so each language words the scheme's name as it needs.
    const warning =
      ratio < AA_TEXT
        ? i18n._(scheme === 'dark' ? 'ws-settings.branding.warn.dark' : 'ws-settings.branding.warn.light', {
            ratio: ratioText(ratio),
            shown,
          })
        : null;
    return { scheme, background, text, ratio, shown, warning };
  });
}
