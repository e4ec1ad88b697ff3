import type { ServerLanguage } from './language.ts';
import { PROBLEM_TEXTS } from './problem-texts.ts';

interface Entry {
  pattern: RegExp;
  /** The placeholders' numbers in the order they appear in the English text. */
  order: number[];
  translations: Record<string, string>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const HOLE = /\{(\d)\}/;

/** Texts without a place, found by one lookup (most answers are these). */
const EXACT = new Map<string, Entry>();
/**
 * Texts with places as whole-text patterns, the most specific first: the more fixed characters an
 * entry has, the earlier it is tried, so "Invalid range: {0} …" wins over "Invalid {0}: {1}".
 */
const PATTERNS: (Entry & { fixed: number })[] = [];
for (const [english, translations] of Object.entries(PROBLEM_TEXTS)) {
  if (!HOLE.test(english)) {
    EXACT.set(english, { pattern: /^$/, order: [], translations });
    continue;
  }
  const order: number[] = [];
  let fixed = 0;
  const source = english
    .split(/(\{\d\})/)
    .map((part) => {
      const hole = /^\{(\d)\}$/.exec(part);
      if (!hole) {
        fixed += part.length;
        return escapeRegExp(part);
      }
      order.push(Number(hole[1]));
      return '(.+?)';
    })
    .join('');
  PATTERNS.push({ pattern: new RegExp(`^${source}$`, 's'), order, translations, fixed });
}
PATTERNS.sort((a, b) => b.fixed - a.fixed);

/** The entry that matches an English text and the values in its places, or null. */
export function matchDetail(english: string): { entry: Entry; values: string[] } | null {
  const exact = EXACT.get(english);
  if (exact) return { entry: exact, values: [] };
  for (const entry of PATTERNS) {
    const m = entry.pattern.exec(english);
    if (!m) continue;
    const values: string[] = [];
    entry.order.forEach((n, i) => {
      values[n] = m[i + 1];
    });
    return { entry, values };
  }
  return null;
}

/**
 * A problem detail in the language (issue 31): English is returned as it is; another language gets
 * the catalogue's translation with the values put back, each value that is itself a catalogue text
 * translated too. A text the catalogue does not know stays English.
 */
export function localizeDetail(english: string, lang: ServerLanguage, depth = 0): string {
  if (lang === 'en' || depth > 3) return english;
  const found = matchDetail(english);
  const template = found?.entry.translations[lang];
  if (!found || template === undefined) return english;
  return template.replace(/\{(\d)\}/g, (_m, n: string) =>
    localizeDetail(found.values[Number(n)] ?? '', lang, depth + 1),
  );
}
