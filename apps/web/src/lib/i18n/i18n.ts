import { i18n, type Messages } from '@lingui/core';
import { loadWantedAreas } from './areas.ts';
import { browserLanguage, isLanguage, LANGUAGE_KEY, type LanguageCode, textDirection } from './languages.ts';

/**
 * One chunk per catalogue, loaded when its language is first used (issue 31). The build compiles
 * each JSON file's ICU messages (vite.config.ts, compileCatalogues), so no message parser ships.
 */
const CATALOGUES: Record<LanguageCode, () => Promise<unknown>> = {
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  ja: () => import('./locales/ja.json'),
  ar: () => import('./locales/ar.json'),
};

export async function loadCatalogue(code: LanguageCode): Promise<Messages> {
  const module = (await CATALOGUES[code]()) as { default: Messages };
  return module.default;
}

/**
 * Loads and switches to `code`: texts (the shared catalogue and every area a route has loaded so
 * far), <html lang> and dir, and Intl formatting follow.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  if (i18n.locale !== code) {
    const [messages] = await Promise.all([loadCatalogue(code), loadWantedAreas(code)]);
    // load() merges, so the area texts loaded beside it stay.
    i18n.load(code, messages);
    i18n.activate(code);
  }
  document.documentElement.lang = code;
  document.documentElement.dir = textDirection(code);
}

/** The active language (English until one is activated). */
export const activeLanguage = (): LanguageCode => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** The language to start in: the browser's copy of the user's pick, else the browser's own. */
export function initialLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage disabled: follow the browser.
  }
  return browserLanguage(navigator.languages ?? [navigator.language]);
}

/** Keeps (or, for null, forgets) the browser's copy of the user's pick. */
export function rememberLanguage(code: LanguageCode | null): void {
  try {
    if (code) window.localStorage.setItem(LANGUAGE_KEY, code);
    else window.localStorage.removeItem(LANGUAGE_KEY);
  } catch {
    // Storage disabled: the server's copy still follows the user.
  }
}

/**
 * The user's stored language (null: the browser's) becomes the active one before the app renders,
 * so a second browser never shows a page in the wrong language first.
 */
export async function applyStoredLanguage(stored: LanguageCode | null | undefined): Promise<void> {
  if (stored === undefined) return;
  rememberLanguage(stored);
  await activateLanguage(stored ?? browserLanguage(navigator.languages ?? [navigator.language]));
}
