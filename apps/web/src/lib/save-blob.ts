/**
 * Saves downloaded bytes under the server-chosen name: an object URL behind a temporary <a download>,
 * so the file is exactly the response body (no re-encoding) and the bearer-authenticated fetch
 * replaces a plain link.
 */
export function saveBlob(blob: Blob, filename: string | null, fallback = 'download'): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename || fallback;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; a minute is ample for the hand-off.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
