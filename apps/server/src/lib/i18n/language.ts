/**
 * The languages the server writes in (issue 31) and how it picks one: the user's choice, else the
 * browser's (Accept-Language, or for email the browser language recorded on the startup call),
 * else English. Kept in step with the web's `LANGUAGES` (packages/contract/src/profile.ts).
 */
export const SERVER_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

/** "de", "de-AT" → "de"; a language we have no texts in, or none, → null. */
export function supportedLanguage(value: unknown): ServerLanguage | null {
  if (typeof value !== 'string') return null;
  const code = /^([a-z]{2})(?:[-_]|$)/i.exec(value.trim())?.[1].toLowerCase() ?? '';
  return (SERVER_LANGUAGES as readonly string[]).includes(code) ? (code as ServerLanguage) : null;
}

/**
 * The first language of an Accept-Language header we have texts in, by the header's q-values
 * ("fr-CH, fr;q=0.9, en;q=0.8" → fr; "xx, de;q=0.5" → de); `*`, q=0 and unknown ones are skipped.
 */
export function acceptedLanguage(header: string | string[] | undefined): ServerLanguage | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const ranked = value
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && r.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) {
    const lang = supportedLanguage(r.tag);
    if (lang) return lang;
  }
  return null;
}

export const textDirection = (lang: ServerLanguage): 'ltr' | 'rtl' => (lang === 'ar' ? 'rtl' : 'ltr');
