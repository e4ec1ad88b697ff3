import { describe, expect, it } from 'vitest';
import { type BrandingDraft, checkContrast, draftErrors, draftFrom, mergeDraft } from './branding-rules.ts';

const extra = { borderRadius: '', landingTitle: '', landingMessage: '' };
const d = (draft: Omit<BrandingDraft, keyof typeof extra> & Partial<BrandingDraft>): BrandingDraft => ({
  ...extra,
  ...draft,
});

describe('branding draft', () => {
  it('starts from the stored branding, with the default primary colour when unset', () => {
    expect(draftFrom({})).toEqual(d({ primaryColor: '#1c5fb8', primaryBtnTextColor: '', brandName: '' }));
    expect(draftFrom({ primaryColor: '#000000', brandName: 'Acme' }).brandName).toBe('Acme');
  });

  it('keeps the other stored fields and drops emptied ones', () => {
    const stored = {
      primaryColor: '#111111',
      brandName: 'Old',
      borderRadius: 4,
      primaryBtnTextColor: '#ffffff',
    };
    expect(
      mergeDraft(
        stored,
        d({ primaryColor: '#ABCDEF', primaryBtnTextColor: '', brandName: '  New  ', borderRadius: '4' }),
      ),
    ).toEqual({ primaryColor: '#abcdef', brandName: 'New', borderRadius: 4 });
    expect(
      mergeDraft(stored, d({ primaryColor: '#111111', primaryBtnTextColor: '', brandName: ' ' })),
    ).not.toHaveProperty('brandName');
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
      mergeDraft(stored, d({ ...base, borderRadius: '12', landingTitle: ' APIs ', landingMessage: '' })),
    ).toEqual({ primaryColor: '#111111', borderRadius: 12, landingTitle: 'APIs' });
    expect(mergeDraft(stored, d({ ...base, borderRadius: ' ' }))).not.toHaveProperty('borderRadius');
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
