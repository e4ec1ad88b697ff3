import { i18n } from '@lingui/core';
import type { LanguageCode } from './languages.ts';

/**
 * Per-area catalogues (issue 31): a route asks for its area's texts (`withArea`), which load in
 * parallel with its code, in the active language; a language change loads every area asked for so
 * far in the new language before it switches (activateLanguage). The loaders live in
 * area-catalogues.ts, loaded only once some route asks, so the first page pays nothing for them.
 */
const wanted = new Set<string>();
const catalogues = () => import('./area-catalogues.ts');

/** The active language's code, as activateLanguage set it (English before any). */
const currentCode = (): LanguageCode => (i18n.locale || 'en') as LanguageCode;

/** Loads `area`'s texts in the active language; later language changes bring them along. */
export async function ensureArea(area: string): Promise<void> {
  wanted.add(area);
  await (await catalogues()).mergeArea(area, currentCode());
}

/** Every area a route has asked for, in `code` (nothing to load, and no chunk, before any). */
export async function loadWantedAreas(code: LanguageCode): Promise<void> {
  if (wanted.size === 0) return;
  const { mergeArea } = await catalogues();
  await Promise.all([...wanted].map((area) => mergeArea(area, code)));
}

/** A route module loader that also loads its area's texts, in parallel, before the route renders. */
export function withArea<T>(area: string, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), ensureArea(area)]))[0];
}
