import { describe, expect, it } from 'vitest';
import { providerWord } from './provider-words.ts';

describe('providerWord', () => {
  const words = { de: 'Willkommen', fr: '  ' };
  it("takes the provider's translation for the active language", () => {
    expect(providerWord('Welcome', words, 'de')).toBe('Willkommen');
  });
  it('falls back to the default for a language without one, a blank one or none at all', () => {
    expect(providerWord('Welcome', words, 'ja')).toBe('Welcome');
    expect(providerWord('Welcome', words, 'fr')).toBe('Welcome');
    expect(providerWord('Welcome', undefined, 'de')).toBe('Welcome');
    expect(providerWord('Welcome', words, '')).toBe('Welcome');
  });
});
