import type { Profile } from '@storefront/contract/profile';
import { apiDelete, apiJson, apiPost, apiPut } from '../../../lib/api-client.ts';

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

/** POST /api/web/my/store/collabEmail/resend: mails the pending address a new confirmation link. */
export const resendEmailLink = () => apiPost<Profile>('/api/web/my/store/collabEmail/resend');

/** DELETE /api/web/my/store/collabEmail/pending: gives up the address waiting for confirmation. */
export const cancelPendingEmail = () => apiDelete<Profile>('/api/web/my/store/collabEmail/pending');
