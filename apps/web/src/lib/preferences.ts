import type { Preferences, PreferencesBody } from '@storefront/contract/profile';
import { apiJson } from './api-client.ts';

/** PUT /api/web/my/store/preferences: the colour scheme and/or language, kept per user. */
export const putPreferences = (body: PreferencesBody) =>
  apiJson<Preferences>('/api/web/my/store/preferences', {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
