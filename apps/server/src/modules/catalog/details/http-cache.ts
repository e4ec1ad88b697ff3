import type { Encoding } from './encoded-body.ts';

/**
 * The response coding for an Accept-Encoding header (RFC 9110 12.5.3): brotli or gzip by quality
 * (brotli on a tie), identity when neither is acceptable. `*` stands for codings not named.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let quality = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q') quality = Number.parseFloat(v ?? '');
    }
    if (Number.isNaN(quality)) quality = 0;
    q.set(name === 'x-gzip' ? 'gzip' : name, quality);
  }
  const any = q.get('*') ?? 0;
  const br = q.get('br') ?? any;
  const gzip = q.get('gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * If-None-Match (RFC 9110 13.1.2): true when `*` or any listed tag equals `etag` by weak
 * comparison (W/ ignored), so the client's copy is current and the answer is 304.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  const tags = text.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => tag.replace(/^W\//, '') === opaque);
}

/** A strong tag per content, caller's flags and coding: codings of one content differ in bytes. */
export function detailsEtag(hash: string, favourite: boolean, watched: boolean, encoding: Encoding) {
  const flags = `${favourite ? 'f' : '-'}${watched ? 'w' : '-'}`;
  return encoding === 'identity' ? `"${hash}${flags}"` : `"${hash}${flags}.${encoding}"`;
}
