/** The languages with a catalogue (issue 31); each names itself in its own language. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'ja', name: '日本語' },
  { code: 'ar', name: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The browser's copy of the user's pick (public/first-paint.js reads it too); absent = the browser's. */
export const LANGUAGE_KEY = 'storefront.language';

const CODES: readonly string[] = LANGUAGES.map((l) => l.code);
export const isLanguage = (v: unknown): v is LanguageCode => typeof v === 'string' && CODES.includes(v);

/** The first of the browser's languages we have, by primary subtag ("de-AT" → de); else English. */
export function browserLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** Right to left for Arabic; the layout uses logical properties so it mirrors. */
export const textDirection = (code: LanguageCode): 'rtl' | 'ltr' => (code === 'ar' ? 'rtl' : 'ltr');
