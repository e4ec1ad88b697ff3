import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

async function fetchLogoUrl(): Promise<string> {
  const response = await apiFetch('/api/web/config/branding/logo', { headers: { accept: 'image/*' } });
  const blob = await response.blob();
  if (!blob.type.startsWith('image/') || blob.size === 0) throw new Error('not an image');
  // Kept for the life of the page (cached forever), so never revoked.
  return URL.createObjectURL(blob);
}

/** The customer logo as an object URL, or `fallback` (bundled) when there is none. */
export function useLogo(fallback: string): string {
  const { data } = useQuery({
    queryKey: ['branding', 'logo'],
    queryFn: fetchLogoUrl,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data ?? fallback;
}
