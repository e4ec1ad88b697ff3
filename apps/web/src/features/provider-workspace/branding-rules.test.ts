import { describe, expect, it } from 'vitest';
import { checkContrast, draftErrors, draftFrom, mergeDraft } from './branding-rules.ts';

describe('branding draft', () => {
  it('starts from the stored branding, with the default primary colour when unset', () => {
    expect(draftFrom({})).toEqual({ primaryColor: '#1c5fb8', primaryBtnTextColor: '', brandName: '' });
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
      mergeDraft(stored, { primaryColor: '#ABCDEF', primaryBtnTextColor: '', brandName: '  New  ' }),
    ).toEqual({ primaryColor: '#abcdef', brandName: 'New', borderRadius: 4 });
    expect(
      mergeDraft(stored, { primaryColor: '#111111', primaryBtnTextColor: '', brandName: ' ' }),
    ).not.toHaveProperty('brandName');
  });

  it('names bad colours and long names', () => {
    expect(
      draftErrors({ primaryColor: '#12345', primaryBtnTextColor: 'red', brandName: 'x'.repeat(101) }),
    ).toEqual({
      primaryColor: 'Enter a colour as #rrggbb.',
      primaryBtnTextColor: 'Enter a colour as #rrggbb, or leave it empty.',
      brandName: 'Use at most 100 characters.',
    });
    expect(draftErrors({ primaryColor: '#123456', primaryBtnTextColor: '', brandName: '' })).toEqual({});
  });
});

describe('contrast check', () => {
  it('warns when the chosen text colour falls below WCAG AA on the primary colour', () => {
    const check = checkContrast({ primaryColor: '#ffff00', primaryBtnTextColor: '#ffffff', brandName: '' });
    expect(check?.ratio).toBeLessThan(4.5);
    expect(check?.warning).toMatch(/below WCAG AA \(4\.5:1\)/);
  });

  it('is quiet when the text reads well, and picks black or white when no text colour is set', () => {
    expect(
      checkContrast({ primaryColor: '#1c5fb8', primaryBtnTextColor: '#ffffff', brandName: '' })?.warning,
    ).toBeNull();
    const auto = checkContrast({ primaryColor: '#ffff00', primaryBtnTextColor: '', brandName: '' });
    expect(auto).toMatchObject({ text: '#000000', warning: null });
  });

  it('warns for a mid grey where neither black nor white reaches AA', () => {
    // #777777 on white is 4.48:1 and on black 4.69:1; a mid-tone text colour falls short.
    expect(
      checkContrast({ primaryColor: '#777777', primaryBtnTextColor: '#999999', brandName: '' })?.warning,
    ).not.toBeNull();
  });

  it('has nothing to check until the primary colour is valid', () => {
    expect(checkContrast({ primaryColor: 'blue', primaryBtnTextColor: '', brandName: '' })).toBeNull();
  });
});
