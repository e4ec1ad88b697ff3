import { describe, expect, it } from 'vitest';
import {
  brandColours,
  brandCssVariables,
  buildTheme,
  DARK_BODY,
  DARK_SURFACE,
  DIMMED_TEXT,
  DIMMED_TEXT_DARK,
  ERROR_RED,
  ERROR_RED_DARK,
} from './build-theme.ts';
import { contrastRatio } from './colour.ts';
import { generatePalette } from './palette.ts';

describe('branded theme', () => {
  it('uses defaults when primaryColor is absent', () => {
    const theme = buildTheme({ brandName: 'Ignored' });
    expect(theme.defaultRadius).toBe('6px');
    expect(theme.other?.brandName).toBe('Storefront');
  });

  it('takes radius and the palette from branding, brand colour at the primary shade', () => {
    const theme = buildTheme({ primaryColor: '#AA3300', borderRadius: 12 });
    expect(theme.defaultRadius).toBe('12px');
    expect(theme.colors?.brand?.[6]).toBe('#aa3300');
    expect(generatePalette('#aa3300')).toHaveLength(10);
  });

  it('keeps a readable button text colour chosen by the brand', () => {
    expect(brandColours({ primaryColor: '#003366', primaryBtnTextColor: '#FFFF00' }).buttonText).toBe(
      '#FFFF00',
    );
  });

  it.each(['#FFE000', '#00FFFF', '#777777', '#0000AA', '#FF0000', '#FFFFFF'])(
    'replaces unreadable button text on %s with black or white reaching AA',
    (primary) => {
      const c = brandColours({ primaryColor: primary, primaryBtnTextColor: primary });
      expect(['#000000', '#ffffff']).toContain(c.buttonText);
      expect(contrastRatio(c.buttonText, c.buttonBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.buttonText, c.hover)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the exact brand colour on buttons when a text colour can be read on it', () => {
    expect(brandColours({ primaryColor: '#FFE000' }).buttonBg).toBe('#FFE000');
  });

  it('darkens a light brand colour until links are readable on white', () => {
    const c = brandColours({ primaryColor: '#FFE000' });
    expect(contrastRatio(c.textOnWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('makes dimmed text and grey outlines readable (WCAG AA) on white and the light grey fills', () => {
    const light = brandCssVariables(null)({} as never).light;
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    expect(light['--mantine-color-gray-outline']).toBe(DIMMED_TEXT);
    expect(light['--mantine-color-placeholder']).toBe(DIMMED_TEXT);
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef'])
      expect(contrastRatio(DIMMED_TEXT, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives loaders the status role, so their aria-label is allowed and announced', () => {
    const loader = buildTheme(null).components?.Loader as { defaultProps?: { role?: string } };
    expect(loader.defaultProps?.role).toBe('status');
  });

  it('makes red text and white text on filled red readable (WCAG AA)', () => {
    const light = brandCssVariables(null)({} as never).light;
    expect(light['--mantine-color-red-text']).toBe(ERROR_RED);
    expect(light['--mantine-color-red-filled']).toBe(ERROR_RED);
    expect(contrastRatio(ERROR_RED, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  describe('dark scheme (issue 31)', () => {
    it.each(['#1c5fb8', '#003366', '#000000', '#777777', '#FFE000', '#aa3300'])(
      'lightens %s until links and brand text read at AA on the dark page and surfaces',
      (primary) => {
        const c = brandColours({ primaryColor: primary });
        for (const background of [DARK_BODY, DARK_SURFACE])
          expect(contrastRatio(c.textOnDark, background)).toBeGreaterThanOrEqual(4.5);
        const dark = brandCssVariables({ primaryColor: primary })({} as never).dark;
        expect(dark['--mantine-color-anchor']).toBe(c.textOnDark);
        expect(dark['--mantine-color-brand-text']).toBe(c.textOnDark);
      },
    );

    it('keeps a brand colour already readable on dark as it is', () => {
      expect(brandColours({ primaryColor: '#FFE000' }).textOnDark).toBe('#ffe000');
    });

    it('makes dimmed text and placeholders readable on the dark page, surfaces and hover fills', () => {
      const dark = brandCssVariables(null)({} as never).dark;
      expect(dark['--mantine-color-dimmed']).toBe(DIMMED_TEXT_DARK);
      expect(dark['--mantine-color-placeholder']).toBe(DIMMED_TEXT_DARK);
      for (const background of [DARK_BODY, DARK_SURFACE, '#3b3b3b'])
        expect(contrastRatio(DIMMED_TEXT_DARK, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', dark['--mantine-color-red-filled'])).toBeGreaterThanOrEqual(4.5);
    });

    it("gives inputs' error messages an AA red in both schemes", () => {
      const { light, dark } = brandCssVariables(null)({} as never);
      expect(light['--mantine-color-error']).toBe(ERROR_RED);
      expect(contrastRatio(ERROR_RED, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(dark['--mantine-color-error']).toBe(ERROR_RED_DARK);
      for (const background of [DARK_BODY, DARK_SURFACE])
        expect(contrastRatio(ERROR_RED_DARK, background)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
