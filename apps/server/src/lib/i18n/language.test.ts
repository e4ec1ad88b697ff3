import { describe, expect, it } from 'vitest';
import { acceptedLanguage, supportedLanguage } from './language.ts';

describe('the language of a request', () => {
  it('takes the first supported language of Accept-Language by q-value', () => {
    expect(acceptedLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLanguage('pt-BR, fr;q=0.5, en;q=0.4')).toBe('fr');
    expect(acceptedLanguage('en;q=0.2, ja;q=0.9')).toBe('ja');
    expect(acceptedLanguage('ar-EG')).toBe('ar');
    expect(acceptedLanguage('es-419')).toBe('es');
  });

  it('answers null without a supported language, and skips q=0 and the wildcard', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('pt, *')).toBeNull();
    expect(acceptedLanguage('de;q=0, fr;q=0.1')).toBe('fr');
    expect(acceptedLanguage('deutsch')).toBeNull();
  });

  it('reads stored codes by their language', () => {
    expect(supportedLanguage('de-CH')).toBe('de');
    expect(supportedLanguage('pt')).toBeNull();
    expect(supportedLanguage(null)).toBeNull();
  });
});
