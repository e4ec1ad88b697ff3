import {
  Button,
  type CSSVariablesResolver,
  createTheme,
  Loader,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Branding } from '@storefront/contract/config';
import { resolveBranding } from './branding-defaults.ts';
import { AA_TEXT, accessibleOn, contrastRatio, isHexColour, mix, readableText } from './colour.ts';
import { generatePalette } from './palette.ts';

export interface BrandColours {
  primary: string;
  /** Filled-button background: the primary colour, darkened only if no text colour can reach AA on it. */
  buttonBg: string;
  hover: string;
  /** Text on primary and hover backgrounds: the brand's own choice only when it is readable. */
  buttonText: string;
  /** The primary colour adjusted until it is readable as text (links, light buttons) on white. */
  textOnWhite: string;
  /** The same for the dark scheme: lightened until readable on its raised surfaces (menus, cards). */
  textOnDark: string;
}

/** Mantine's dark surfaces: the page (dark.7) and raised ones (dark.6); text is checked on the lighter. */
export const DARK_BODY = '#242424';
export const DARK_SURFACE = '#2e2e2e';

export function brandColours(branding: Branding | null | undefined): BrandColours {
  const b = resolveBranding(branding);
  const primary = b.primaryColor;
  const textOnWhite = accessibleOn(primary, '#ffffff');
  const textOnDark = accessibleOn(primary, DARK_SURFACE);
  const hover = isHexColour(b.primaryBtnHoverColor) ? b.primaryBtnHoverColor : generatePalette(primary)[7];
  const buttonText = readableText([primary, hover], b.primaryBtnTextColor || undefined);
  if (Math.min(contrastRatio(buttonText, primary), contrastRatio(buttonText, hover)) >= AA_TEXT) {
    return { primary, buttonBg: primary, hover, buttonText, textOnWhite, textOnDark };
  }
  // Mid-tones (e.g. #777777) defeat both black and white: darken the button until white text passes.
  return {
    primary,
    buttonBg: textOnWhite,
    hover: mix(textOnWhite, '#000000', 0.15),
    buttonText: '#ffffff',
    textOnWhite,
    textOnDark,
  };
}

/** Mantine theme from branding: brand palette, radius, readable button text. */
export function buildTheme(branding: Branding | null | undefined): MantineThemeOverride {
  const b = resolveBranding(branding);
  const colours = brandColours(branding);
  const palette = generatePalette(colours.primary) as unknown as [string, ...string[]];
  return createTheme({
    colors: { brand: palette as never },
    primaryColor: 'brand',
    primaryShade: 6,
    defaultRadius: `${b.borderRadius}px`,
    radius: {
      xs: `${Math.max(0, b.borderRadius - 4)}px`,
      sm: `${b.borderRadius}px`,
      md: `${b.borderRadius}px`,
    },
    autoContrast: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    other: { brandName: b.brandName },
    components: {
      // Loaders are named ("Loading documentation"); a name needs a role on their <span> (axe
      // aria-prohibited-attr), and status also announces them.
      Loader: Loader.extend({ defaultProps: { role: 'status' } }),
      Button: Button.extend({
        vars: (_theme, props) => {
          const isPrimaryFilled =
            (props.variant === undefined || props.variant === 'filled') &&
            (props.color === undefined || props.color === 'brand');
          if (!isPrimaryFilled) return { root: {} };
          return {
            root: {
              '--button-bg': colours.buttonBg,
              '--button-hover': colours.hover,
              '--button-color': colours.buttonText,
              '--button-hover-color': colours.buttonText,
            },
          };
        },
      }),
    },
  });
}

/** Secondary text: readable (AA) on white and on Mantine's light grey fills. */
export const DIMMED_TEXT = '#5c636a';
/** Red for text on white and for white text on red (Mantine's red.9). */
export const ERROR_RED = '#c92a2a';
/** Error text in the dark scheme (Mantine's red.4). */
export const ERROR_RED_DARK = '#ff8787';
/** Secondary text in the dark scheme: Mantine's dark.2 (4.1:1) fails AA; this keeps 5:1 on dark.5. */
export const DIMMED_TEXT_DARK = '#adadad';

/** Link and light-variant colours that stay readable whatever the brand colour is. */
export function brandCssVariables(branding: Branding | null | undefined): CSSVariablesResolver {
  const colours = brandColours(branding);
  const supporting: Record<string, string> = {};
  const b = resolveBranding(branding);
  for (const letter of 'ABCDEFGHIJK') {
    const value = b[`supportingColor${letter}` as keyof typeof b];
    if (isHexColour(value)) supporting[`--brand-supporting-${letter.toLowerCase()}`] = value;
  }
  return () => ({
    // Supporting colours for features that chart or tag things in brand colours.
    variables: supporting,
    light: {
      '--mantine-color-anchor': colours.textOnWhite,
      '--mantine-primary-color-contrast': colours.buttonText,
      '--mantine-color-brand-text': colours.textOnWhite,
      // Mantine's dimmed text and grey outlines (gray.6, 3.3:1 on white) fail WCAG AA; this grey
      // keeps 6.1:1 on white and over 5:1 on the light grey fills (gray.0-2).
      '--mantine-color-dimmed': DIMMED_TEXT,
      '--mantine-color-gray-outline': DIMMED_TEXT,
      // Placeholders (gray.5, 2.1:1): Input.Placeholder is real text, e.g. in pickers.
      '--mantine-color-placeholder': DIMMED_TEXT,
      // Red text and filled red badges (red.6, 3.3:1 with white): red.9 reads at 5.9:1.
      '--mantine-color-red-text': ERROR_RED,
      '--mantine-color-red-filled': ERROR_RED,
      // Inputs' error messages (red.6 by default, 3.3:1 on white).
      '--mantine-color-error': ERROR_RED,
    },
    // The brand colour is lightened until it reads at AA on the dark surfaces (issue 31).
    dark: {
      '--mantine-color-anchor': colours.textOnDark,
      '--mantine-primary-color-contrast': colours.buttonText,
      '--mantine-color-brand-text': colours.textOnDark,
      '--mantine-color-brand-light-color': colours.textOnDark,
      '--mantine-color-dimmed': DIMMED_TEXT_DARK,
      '--mantine-color-gray-outline': DIMMED_TEXT_DARK,
      '--mantine-color-placeholder': DIMMED_TEXT_DARK,
      '--mantine-color-red-filled': ERROR_RED,
      // Inputs' error messages: red.8 fails AA on the dark surfaces; red.4 reads at over 6:1.
      '--mantine-color-error': ERROR_RED_DARK,
    },
  });
}
