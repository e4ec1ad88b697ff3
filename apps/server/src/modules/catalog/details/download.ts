/**
 * Headers for file downloads. Names come from providers and importers, so they are treated as
 * hostile: no header injection, no path parts, no quotes, bounded length (RFC 6266 / RFC 5987).
 */

const MAX_NAME = 180;

/** Strips what no filename should carry and bounds the length, keeping a short extension. */
export function cleanFilename(raw: string, fallback = 'download'): string {
  let name = raw
    .normalize('NFC')
    // Control characters (CR/LF included), path separators and characters Windows refuses.
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_')
    .replace(/[\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^[.\s]+/, '');
  if (!name) name = fallback;
  const chars = [...name];
  if (chars.length <= MAX_NAME) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return [...name.slice(0, name.length - ext.length)].slice(0, MAX_NAME - [...ext].length).join('') + ext;
}

/** attr-char of RFC 5987: everything else is percent-encoded as UTF-8. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(rawName: string, fallback = 'download'): string {
  const name = cleanFilename(rawName, fallback);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;,]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Types a browser may receive as they are; anything else is served as opaque bytes. */
const SAFE_TYPES = new Set([
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/json',
  'application/yaml',
  'application/xml',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
  'text/markdown',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

export function safeContentType(stored: string): string {
  const base = stored.split(';')[0].trim().toLowerCase();
  if (!SAFE_TYPES.has(base)) return 'application/octet-stream';
  const charset = /;\s*charset="?([A-Za-z0-9._-]{1,40})"?\s*(?:;|$)/i.exec(stored)?.[1];
  if (base.startsWith('text/')) return `${base}; charset=${charset ?? 'utf-8'}`;
  return base;
}

/** A Node Buffer over the driver's bytes without copying (pg gives Buffer, PGlite Uint8Array). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The OpenAPI document's file name: the stored one, with the extension its format demands. */
export function documentFilename(stored: string, itemName: string, format: 'json' | 'yaml'): string {
  const ext = format === 'json' ? '.json' : '.yaml';
  const base = (stored || itemName).replace(/\.(json|ya?ml)$/i, '');
  return `${[...cleanFilename(base, 'openapi')].slice(0, MAX_NAME - ext.length).join('')}${ext}`;
}
