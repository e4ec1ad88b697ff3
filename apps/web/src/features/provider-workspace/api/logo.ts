import { apiFetch } from '../../../lib/api-client.ts';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Why a file cannot be the logo, or null (the server checks the bytes too). */
export function logoProblem(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, GIF, WebP or SVG image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 1 MiB.';
  return null;
}

/** PUT /api/provider/branding/logo with the raw image; DELETE goes back to the bundled logo. */
export const uploadLogo = async (file: File) => {
  await apiFetch('/api/provider/branding/logo', {
    method: 'PUT',
    headers: { 'content-type': file.type },
    body: file,
  });
};
export const removeLogo = async () => {
  await apiFetch('/api/provider/branding/logo', { method: 'DELETE' });
};
