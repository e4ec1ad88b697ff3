import type { AccessDecisionBody, AccessDecisionResult } from '@storefront/contract/access';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/provider/access-requests/{id}/decision {decision, comment}. */
export const decideAccessRequest = (requestId: string, body: AccessDecisionBody) =>
  apiPost<AccessDecisionResult>(
    `/api/provider/access-requests/${encodeURIComponent(requestId)}/decision`,
    body,
  );
