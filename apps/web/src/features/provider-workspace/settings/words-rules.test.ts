import type { Translations } from '@storefront/contract/translations';
import { describe, expect, it } from 'vitest';
import {
  cleanTranslations,
  removeTranslation,
  setTranslation,
  translationLanguages,
  withTranslations,
} from './words-rules.ts';

type MenuEntry = { label?: string; labelTranslations?: Translations };

describe("providers' words in the editors", () => {
  it('adds, changes and removes a language', () => {
    const de = setTranslation(undefined, 'de', '');
    expect(de).toEqual({ de: '' });
    expect(setTranslation(de, 'de', 'Hallo')).toEqual({ de: 'Hallo' });
    expect(removeTranslation({ de: 'Hallo', fr: 'Salut' }, 'de')).toEqual({ fr: 'Salut' });
    expect(removeTranslation({ de: 'Hallo' }, 'de')).toBeUndefined();
    expect(removeTranslation(undefined, 'de')).toBeUndefined();
  });

  it('saves trimmed translations only, in language order, nothing when all are blank', () => {
    expect(cleanTranslations({ ja: ' こんにちは ', de: 'Hallo', fr: '  ' })).toEqual({
      de: 'Hallo',
      ja: 'こんにちは',
    });
    expect(cleanTranslations({ fr: '' })).toBeUndefined();
    expect(cleanTranslations(undefined)).toBeUndefined();
  });

  it('lists the given and the free languages', () => {
    const { given, free } = translationLanguages({ de: '', ar: 'مرحبا' });
    expect(given.map((l) => l.code)).toEqual(['de', 'ar']);
    expect(free.map((l) => l.code)).toEqual(['en', 'fr', 'es', 'ja']);
  });

  it('sets or drops the field on an object', () => {
    const entry: MenuEntry = { label: 'A' };
    expect(withTranslations(entry, 'labelTranslations', { de: ' B ' })).toEqual({
      label: 'A',
      labelTranslations: { de: 'B' },
    });
    expect(
      withTranslations({ ...entry, labelTranslations: { de: 'B' } }, 'labelTranslations', { de: '' }),
    ).toEqual({ label: 'A' });
  });
});
