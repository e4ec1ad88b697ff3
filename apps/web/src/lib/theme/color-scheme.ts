import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/**
 * The browser's copy of the user's colour scheme. public/first-paint.js reads the same key before
 * the app loads (no flash of the wrong scheme); the server's value wins once the user is known.
 */
export const COLOR_SCHEME_KEY = 'storefront.colorScheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export const isColorScheme = (v: unknown): v is MantineColorScheme =>
  v === 'light' || v === 'dark' || v === 'auto';
