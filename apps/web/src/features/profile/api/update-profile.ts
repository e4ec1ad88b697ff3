import type { Profile } from '@storefront/contract/profile';
import { apiJson, apiPut } from '../../../lib/api-client.ts';

/** PUT /api/web/my/store/collabLabel: the display name as plain text. */
export const putCollabLabel = (displayName: string) =>
  apiPut<Profile>('/api/web/my/store/collabLabel', displayName);

/** PUT /api/web/my/store/collabEmail: the notification email as a JSON string, or null to opt out. */
export const putCollabEmail = (email: string | null) =>
  apiJson<Profile>('/api/web/my/store/collabEmail', {
    method: 'PUT',
    body: JSON.stringify(email),
    headers: { 'content-type': 'application/json' },
  });
