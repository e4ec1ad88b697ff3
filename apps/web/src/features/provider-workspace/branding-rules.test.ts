import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../lib/i18n/locales/en.json';
import german from '../../lib/i18n/locales/ws-settings/de.json';
import areaEnglish from '../../lib/i18n/locales/ws-settings/en.json';
import japanese from '../../lib/i18n/locales/ws-settings/ja.json';
import { contrastRatio } from '../../lib/theme/colour.ts';
import {
  type BrandingDraft,
  brandingUpdate,
  checkContrast,
  checkSchemes,
  draftErrors,
  draftFrom,
  hoverColour,
} from './branding-rules.ts';

const extra = { borderRadius: '', landingTitle: '', landingMessage: '', primaryBtnHoverColor: '' };
const d = (draft: Omit<BrandingDraft, keyof typeof extra> & Partial<BrandingDraft>): BrandingDraft => ({
  ...extra,
  ...draft,
});

describe('branding draft', () => {
  it('starts from the stored branding, with the default primary colour when unset', () => {
    expect(draftFrom({})).toEqual(d({ primaryColor: '#1c5fb8', primaryBtnTextColor: '', brandName: '' }));
    expect(draftFrom({ primaryColor: '#000000', brandName: 'Acme' }).brandName).toBe('Acme');
  });

  it('sends every field it shows, trimmed, and null for the emptied ones so the server clears them', () => {
    expect(
      brandingUpdate(
        d({ primaryColor: '#ABCDEF', primaryBtnTextColor: '', brandName: '  New  ', borderRadius: '4' }),
      ),
    ).toEqual({
      primaryColor: '#abcdef',
      primaryBtnTextColor: null,
      primaryBtnHoverColor: null,
      brandName: 'New',
      borderRadius: 4,
      landingTitle: null,
      landingMessage: null,
      landingTitleTranslations: null,
      landingMessageTranslations: null,
    });
    expect(
      brandingUpdate(d({ primaryColor: '#111111', primaryBtnTextColor: '', brandName: ' ' })).brandName,
    ).toBe(null);
  });

  it('round-trips the stored branding it edits, translations included', () => {
    const stored = {
      primaryColor: '#8a1538',
      primaryBtnHoverColor: '#6e112d',
      primaryBtnTextColor: '#ffffff',
      borderRadius: 10,
      brandName: 'Acme',
      landingTitle: 'Welcome',
      landingMessage: 'Line one\nline two',
      landingTitleTranslations: { de: 'Willkommen' },
      landingMessageTranslations: { ja: 'ようこそ' },
    };
    expect(
      brandingUpdate(draftFrom(stored), stored.landingTitleTranslations, stored.landingMessageTranslations),
    ).toEqual(stored);
    // A language the provider added but left empty, or emptied, is not sent; none left clears them.
    expect(brandingUpdate(draftFrom(stored), { de: ' Hallo ', fr: '' }, { ja: ' ' })).toMatchObject({
      landingTitleTranslations: { de: 'Hallo' },
      landingMessageTranslations: null,
    });
  });

  it('names bad colours and long names', () => {
    expect(
      draftErrors(d({ primaryColor: '#12345', primaryBtnTextColor: 'red', brandName: 'x'.repeat(101) })),
    ).toEqual({
      primaryColor: 'Enter a colour as #rrggbb.',
      primaryBtnTextColor: 'Enter a colour as #rrggbb, or leave it empty.',
      brandName: 'Use at most 100 characters.',
    });
    expect(draftErrors(d({ primaryColor: '#123456', primaryBtnTextColor: '', brandName: '' }))).toEqual({});
  });
});

describe('hover colour (issue 27)', () => {
  it('is derived from the primary colour unless set, and an emptied one is not kept from the old brand', () => {
    const stored = { primaryColor: '#111111', primaryBtnHoverColor: '#222222' };
    expect(draftFrom(stored).primaryBtnHoverColor).toBe('#222222');
    const derived = d({ primaryColor: '#8a1538', primaryBtnTextColor: '', brandName: '' });
    expect(brandingUpdate(derived).primaryBtnHoverColor).toBe(null);
    expect(hoverColour(derived)).toMatch(/^#[0-9a-f]{6}$/);
    expect(hoverColour(derived)).not.toBe(hoverColour({ ...derived, primaryColor: '#1c5fb8' }));
    expect(hoverColour({ ...derived, primaryBtnHoverColor: '#333333' })).toBe('#333333');
    expect(brandingUpdate({ ...derived, primaryBtnHoverColor: '#ABCDEF' }).primaryBtnHoverColor).toBe(
      '#abcdef',
    );
    expect(draftErrors({ ...derived, primaryBtnHoverColor: 'blue' })).toEqual({
      primaryBtnHoverColor: 'Enter a colour as #rrggbb, or leave it empty.',
    });
  });
});

describe('radius and landing texts', () => {
  it('start from the stored values, are saved trimmed and dropped when emptied', () => {
    const stored = { borderRadius: 4, landingTitle: 'Hello', landingMessage: 'Welcome' };
    expect(draftFrom(stored)).toMatchObject({
      borderRadius: '4',
      landingTitle: 'Hello',
      landingMessage: 'Welcome',
    });
    const base = { primaryColor: '#111111', primaryBtnTextColor: '', brandName: '' };
    expect(
      brandingUpdate(d({ ...base, borderRadius: '12', landingTitle: ' APIs ', landingMessage: '' })),
    ).toMatchObject({
      primaryColor: '#111111',
      borderRadius: 12,
      landingTitle: 'APIs',
      landingMessage: null,
    });
    expect(brandingUpdate(d({ ...base, borderRadius: ' ' })).borderRadius).toBe(null);
  });

  it('name a radius out of range and long texts', () => {
    const base = { primaryColor: '#111111', primaryBtnTextColor: '', brandName: '' };
    for (const radius of ['49', '-1', '2.5', 'big'])
      expect(draftErrors(d({ ...base, borderRadius: radius })).borderRadius).toBe(
        'Enter whole pixels from 0 to 48, or leave it empty.',
      );
    expect(draftErrors(d({ ...base, borderRadius: '0' }))).toEqual({});
    expect(
      draftErrors(d({ ...base, landingTitle: 'x'.repeat(201), landingMessage: 'y'.repeat(2001) })),
    ).toEqual({
      landingTitle: 'Use at most 200 characters.',
      landingMessage: 'Use at most 2000 characters.',
    });
  });
});

describe('contrast check', () => {
  it('warns when the chosen text colour falls below WCAG AA on the primary colour', () => {
    const check = checkContrast(
      d({ primaryColor: '#ffff00', primaryBtnTextColor: '#ffffff', brandName: '' }),
    );
    expect(check?.ratio).toBeLessThan(4.5);
    expect(check?.warning).toMatch(/below WCAG AA \(4\.5:1\)/);
  });

  it('is quiet when the text reads well, and picks black or white when no text colour is set', () => {
    expect(
      checkContrast(d({ primaryColor: '#1c5fb8', primaryBtnTextColor: '#ffffff', brandName: '' }))?.warning,
    ).toBeNull();
    const auto = checkContrast(d({ primaryColor: '#ffff00', primaryBtnTextColor: '', brandName: '' }));
    expect(auto).toMatchObject({ text: '#000000', warning: null });
  });

  it('warns for a mid grey where neither black nor white reaches AA', () => {
    // #777777 on white is 4.48:1 and on black 4.69:1; a mid-tone text colour falls short.
    expect(
      checkContrast(d({ primaryColor: '#777777', primaryBtnTextColor: '#999999', brandName: '' }))?.warning,
    ).not.toBeNull();
  });

  it('has nothing to check until the primary colour is valid', () => {
    expect(checkContrast(d({ primaryColor: 'blue', primaryBtnTextColor: '', brandName: '' }))).toBeNull();
  });
});

describe('per-scheme contrast of the primary colour (issue 31)', () => {
  const base = { primaryBtnTextColor: '', brandName: '' };

  it('warns only in the dark scheme for a dark brand colour, and shows the lightened link colour', () => {
    const [light, dark] = checkSchemes(d({ ...base, primaryColor: '#003366' }))!;
    expect(light).toMatchObject({ scheme: 'light', warning: null, shown: '#003366' });
    expect(dark.scheme).toBe('dark');
    expect(dark.warning).toMatch(/^Dark scheme: the primary colour as text has a contrast of 1\.\d\d:1/);
    expect(dark.warning).toContain(dark.shown);
    expect(contrastRatio(dark.shown, dark.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('warns only in the light scheme for a light brand colour', () => {
    const [light, dark] = checkSchemes(d({ ...base, primaryColor: '#ffe000' }))!;
    expect(light.warning).toMatch(/^Light scheme: /);
    expect(contrastRatio(light.shown, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(dark.warning).toBeNull();
  });

  it('warns in both for a mid grey, and checks nothing without a valid colour', () => {
    expect(checkSchemes(d({ ...base, primaryColor: '#777777' }))!.every((c) => c.warning)).toBe(true);
    expect(checkSchemes(d({ ...base, primaryColor: '#6a6a6a' }))!.filter((c) => c.warning)).toHaveLength(1);
    expect(checkSchemes(d({ ...base, primaryColor: 'blue' }))).toBeNull();
  });
});

describe('problems and warnings in the active language (issue 31)', () => {
  const use = (locale: string, messages: Record<string, string>) =>
    i18n.loadAndActivate({ locale, messages: messages as never });
  afterEach(() => use('en', { ...english, ...areaEnglish }));
  const bad = d({
    primaryColor: 'blue',
    primaryBtnTextColor: 'red',
    brandName: 'x'.repeat(101),
    borderRadius: '49',
  });
  const base = { primaryBtnTextColor: '', brandName: '' };

  it('reads each text when called, so a language change needs no reload of the rules', () => {
    expect(draftErrors(bad).primaryColor).toBe('Enter a colour as #rrggbb.');
    use('de', german);
    expect(draftErrors(bad)).toEqual({
      primaryColor: 'Geben Sie eine Farbe als #rrggbb ein.',
      primaryBtnTextColor: 'Geben Sie eine Farbe als #rrggbb ein oder lassen Sie das Feld leer.',
      brandName: 'Verwenden Sie höchstens 100 Zeichen.',
      borderRadius: 'Geben Sie ganze Pixel von 0 bis 48 ein oder lassen Sie das Feld leer.',
    });
  });

  it('words the contrast warnings per scheme, ratios with the language’s decimal sign', () => {
    use('de', german);
    const [, dark] = checkSchemes(d({ ...base, primaryColor: '#003366' }))!;
    expect(dark.warning).toMatch(/^Dunkles Farbschema: .* Kontrast von 1,\d\d:1, unter WCAG AA \(4,5:1\)/);
    expect(dark.warning).toContain(dark.shown);
    const [light] = checkSchemes(d({ ...base, primaryColor: '#ffe000' }))!;
    expect(light.warning).toMatch(/^Helles Farbschema: /);
    expect(
      checkContrast(d({ ...base, primaryColor: '#ffff00', primaryBtnTextColor: '#ffffff' }))?.warning,
    ).toMatch(/^Text auf der Primärfarbe hat einen Kontrast von 1,\d\d:1/);
    use('ja', japanese);
    expect(checkSchemes(d({ ...base, primaryColor: '#003366' }))![1]!.warning).toMatch(/^ダークテーマ: /);
  });
});
