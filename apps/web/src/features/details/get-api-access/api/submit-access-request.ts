import type { AskBody, Comment, ConversationPage, TemplatedData } from '@storefront/contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../../lib/api-client.ts';
import { ACCESS_TEMPLATE } from './get-access-template.ts';
import { myAccessRequestsQueryOptions } from './get-my-access-requests.ts';

export const REQUEST_STYLING = 'request';

export interface AccessRequestInput {
  itemId: string;
  message: string;
  templatedData: TemplatedData;
}

/**
 * Reads the item's conversation key (GET asks/catitem/{id}?pageSize=0), then posts the request to
 * it: message, styling "request", template "default" and templatedData.items (label, value, id).
 */
export async function submitAccessRequest(input: AccessRequestInput): Promise<Comment> {
  const id = encodeURIComponent(input.itemId);
  const page = await apiGet<ConversationPage>(`/api/web/asks/catitem/${id}`, { pageSize: 0 });
  return apiPost<Comment>(`/api/web/asks/catitem/${id}/conv/${encodeURIComponent(page.conversation.key)}`, {
    message: input.message,
    styling: REQUEST_STYLING,
    template: ACCESS_TEMPLATE,
    templatedData: input.templatedData,
  } satisfies AskBody);
}

export function useSubmitAccessRequest(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAccessRequest,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myAccessRequestsQueryOptions(itemId).queryKey }),
  });
}
