import type { Translations } from '@storefront/contract/translations';
import { LANGUAGES, type LanguageCode } from '../../../lib/i18n/languages.ts';

/**
 * Providers' words (issue 31 part 3): a text's translations as the editors keep them. A language the
 * provider added but left empty stays in the draft (its field stays on screen) and is dropped when
 * saved, so it shows the default, as the server expects (it refuses blank translations).
 */
export function setTranslation(
  words: Translations | undefined,
  code: LanguageCode,
  text: string,
): Translations {
  return { ...words, [code]: text };
}

export function removeTranslation(
  words: Translations | undefined,
  code: LanguageCode,
): Translations | undefined {
  if (!words) return undefined;
  const { [code]: _gone, ...rest } = words;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** The translations to save: trimmed, blank ones dropped, undefined when none is left. */
export function cleanTranslations(words: Translations | undefined): Translations | undefined {
  if (!words) return undefined;
  const kept: Translations = {};
  for (const { code } of LANGUAGES) {
    const text = words[code]?.trim();
    if (text) kept[code] = text;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The languages a text is given in, and those still free to add, in the picker's order. */
export function translationLanguages(words: Translations | undefined) {
  const given = LANGUAGES.filter((l) => words?.[l.code] !== undefined);
  const free = LANGUAGES.filter((l) => words?.[l.code] === undefined);
  return { given, free };
}

/** `obj` with `key` set to the cleaned translations, or without it when none is left. */
export function withTranslations<T extends object, K extends keyof T>(
  obj: T,
  key: K,
  words: Translations | undefined,
): T {
  const cleaned = cleanTranslations(words);
  const next = { ...obj };
  if (cleaned) (next as Record<K, unknown>)[key] = cleaned;
  else delete next[key];
  return next;
}
