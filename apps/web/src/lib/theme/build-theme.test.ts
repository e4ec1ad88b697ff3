import { describe, expect, it } from 'vitest';
import { brandColours, brandCssVariables, buildTheme, DIMMED_TEXT, ERROR_RED } from './build-theme.ts';
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
});
