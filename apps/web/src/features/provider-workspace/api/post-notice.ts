import type { CreatedNotice, CreateNoticeBody } from '@storefront/contract/notices';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/provider/items/{id}/notices {message}: a provider update; watchers are notified. */
export const postNotice = (itemId: string, message: string) =>
  apiPost<CreatedNotice>(`/api/provider/items/${encodeURIComponent(itemId)}/notices`, {
    message,
  } satisfies CreateNoticeBody);
