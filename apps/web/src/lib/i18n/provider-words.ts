import type { Translations } from '@storefront/contract/translations';

/**
 * A provider's text in the active language (issue 31 part 3): their translation for `code` when they
 * gave one, else the default (the plain field, as written). Provider content: shown, never
 * translated by us. Kept tiny and import-free: the landing page, a first page, uses it.
 */
export function providerWord(fallback: string, words: Translations | undefined, code: string): string {
  return words?.[code as keyof Translations]?.trim() || fallback;
}
