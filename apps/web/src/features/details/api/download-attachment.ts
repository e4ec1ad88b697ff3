import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-blob.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export interface AttachmentRef {
  itemId: string;
  attachmentId: string;
  name: string;
}

/** GET /api/web/catalog/item/{id}/attachments/{attachmentId}: exact bytes, server-chosen name. */
export async function downloadAttachment({ itemId, attachmentId, name }: AttachmentRef): Promise<void> {
  const { blob, filename } = await apiBlob(
    `/api/web/catalog/item/${encodeURIComponent(itemId)}/attachments/${encodeURIComponent(attachmentId)}`,
  );
  saveBlob(blob, filename, name);
}

/** A failed download resets the spinner with no message (spec section 8). */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment, onError: () => undefined });
}
