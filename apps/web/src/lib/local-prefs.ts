/** Preferences kept in the browser (spec section 3). Reads never throw (private mode, bad JSON). */
export type ViewMode = 'card' | 'list';

export const PREF_KEYS = {
  catalogViewMode: 'storefront.catalog.viewMode',
  catalogPageSize: 'storefront.catalog.pageSize',
  taxonomyViewMode: 'storefront.taxonomy.viewMode',
  taxonomyPageSize: 'storefront.taxonomy.pageSize',
} as const;

export function readPref<T>(key: string, fallback: T, isValid: (v: unknown) => v is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writePref(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the preference lasts for this page only.
  }
}

export const isViewMode = (v: unknown): v is ViewMode => v === 'card' || v === 'list';
export const isPageSizeOf =
  (choices: readonly number[]) =>
  (v: unknown): v is number =>
    typeof v === 'number' && choices.includes(v);

/** The bearer token mock calls carry is read from session storage (spec section 3). */
export const MOCK_TOKEN_KEY = 'storefront.mockToken';
export function readMockToken(): string | null {
  try {
    return window.sessionStorage.getItem(MOCK_TOKEN_KEY);
  } catch {
    return null;
  }
}
