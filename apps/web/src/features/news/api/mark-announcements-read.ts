import type { AnnouncementsReadUpto } from '@storefront/contract/my-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { myStoreKey } from '../../../lib/my-store.ts';

/** PUT /api/web/my/store/announcements/upto/{timestamp}: announcements up to then are read. */
export const markAnnouncementsRead = (upto: number) =>
  apiPut<AnnouncementsReadUpto>(`/api/web/my/store/announcements/upto/${Math.floor(upto)}`);

/** Marks read and refreshes the store, so the header and landing badges drop. */
export function useMarkAnnouncementsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStoreKey }),
  });
}
