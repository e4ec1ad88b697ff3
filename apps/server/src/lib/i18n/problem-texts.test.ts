import { describe, expect, it } from 'vitest';
import { localizeDetail, matchDetail } from './localize-detail.ts';
import { PROBLEM_TEXT_DOMAINS, PROBLEM_TEXTS } from './problem-texts.ts';

const LANGS = ['ar', 'de', 'es', 'fr', 'ja'] as const;
const holes = (s: string) => (s.match(/\{\d\}/g) ?? []).sort().join();

/**
 * Translations that may equal the English text, with why: a unit symbol these languages write as
 * English does (the IEC's MiB; Spanish says "bytes" too).
 */
const SAME_AS_ENGLISH: Record<string, (typeof LANGS)[number][]> = {
  '{0} MiB': ['de', 'es', 'ja'],
  '{0} bytes': ['es'],
};

/**
 * Translations that may drop a placeholder, with why: the Arabic singular of "{0} second" names the
 * one second in words ("ثانية واحدة"), so the number is not repeated.
 */
const DROPS_PLACEHOLDER: Record<string, (typeof LANGS)[number][]> = {
  'Too many requests. Try again in {0} second.': ['ar'],
};

describe('the problem-text catalogue entries', () => {
  const entries = Object.entries(PROBLEM_TEXTS);

  it('holds every domain file, each text once', () => {
    const total = Object.values(PROBLEM_TEXT_DOMAINS).reduce((n, d) => n + Object.keys(d).length, 0);
    expect(entries.length).toBe(total);
    expect(entries.length).toBeGreaterThan(250);
  });

  it('has all five languages for every entry, none empty', () => {
    for (const [english, translations] of entries) {
      expect(Object.keys(translations).sort(), english).toEqual([...LANGS]);
      for (const lang of LANGS) expect(translations[lang].trim(), `${lang}: ${english}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    for (const [english, translations] of entries) {
      for (const lang of LANGS) {
        if (DROPS_PLACEHOLDER[english]?.includes(lang)) continue;
        expect(holes(translations[lang]), `${lang}: ${english}`).toBe(holes(english));
      }
    }
  });

  it('translates: no language repeats the English text unless allowed', () => {
    const same = entries.flatMap(([english, t]) =>
      LANGS.filter((l) => t[l] === english && !SAME_AS_ENGLISH[english]?.includes(l)).map(
        (l) => `${l}: ${english}`,
      ),
    );
    expect(same).toEqual([]);
  });

  it('leaves no English article or frame word in the Japanese and Arabic texts', () => {
    // Words that only appear when a sentence was copied instead of translated; tokens such as
    // $ref, bucket=day or objectType are left out of the check.
    const english = /\b(the|is|not|must|cannot|could|already|exists|found|invalid)\b/i;
    for (const [en, t] of entries)
      for (const lang of ['ja', 'ar'] as const) expect(english.test(t[lang]), `${lang}: ${en}`).toBe(false);
  });

  it('allows only entries that exist, with reasons that still apply', () => {
    for (const [english, langs] of Object.entries({ ...SAME_AS_ENGLISH, ...DROPS_PLACEHOLDER })) {
      expect(PROBLEM_TEXTS[english], english).toBeDefined();
      for (const lang of langs) {
        const t = PROBLEM_TEXTS[english][lang];
        expect(t === english || holes(t) !== holes(english), `${lang}: ${english}`).toBe(true);
      }
    }
  });
});

describe('localizeDetail', () => {
  it('answers English as written and leaves an unknown text English', () => {
    expect(localizeDetail("No taxonomy 'x'.", 'en')).toBe("No taxonomy 'x'.");
    expect(localizeDetail('Something no entry knows.', 'de')).toBe('Something no entry knows.');
  });

  it('prefers the most specific entry over a generic frame', () => {
    // "Invalid range: …" and "Invalid {0}: {1}" both match; the one with more fixed text wins.
    expect(localizeDetail('Invalid range: from (2024-02-01) is after to (2024-01-01)', 'de')).toBe(
      'Ungültiger Zeitraum: from (2024-02-01) liegt nach to (2024-01-01)',
    );
    expect(matchDetail('Invalid document: document is empty')?.values).toEqual(['document is empty']);
  });

  it('translates a reason inside its field frame and reorders places', () => {
    expect(localizeDetail('Invalid body.rows.0.at: older than 30 days', 'ar')).toBe(
      'غير صالح: body.rows.0.at: أقدم من 30 يومًا',
    );
    expect(localizeDetail('Invalid body: unresolved $ref "#/x" at /paths/~1a', 'ja')).toBe(
      '無効です: body: /paths/~1a の未解決の $ref "#/x"',
    );
  });

  it("passes another program's message through as written", () => {
    // The JSON parser's " at position 5" is not ours to translate.
    expect(localizeDetail('Invalid document: not valid JSON: Unexpected token at position 5', 'fr')).toBe(
      'Document non valide : JSON non valide : Unexpected token at position 5',
    );
  });
});
