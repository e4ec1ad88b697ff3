import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';
import { badRequest } from '../../errors.ts';

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

const defaultLogoFile = path.join(repoRoot, 'apps/server/assets/default-logo.svg');
let defaultLogo: Buffer | undefined;
export function readDefaultLogo(): { content: Buffer; contentType: string } {
  defaultLogo ??= fs.readFileSync(defaultLogoFile);
  return { content: defaultLogo, contentType: 'image/svg+xml' };
}

function startsWith(buf: Buffer, bytes: number[]): boolean {
  return bytes.every((b, i) => buf[i] === b);
}

/** The declared type must match what the bytes are; SVG must be an SVG document without script. */
export function checkLogo(content: Buffer, contentType: string): void {
  if (!LOGO_TYPES.includes(contentType)) {
    throw badRequest(`Invalid logo: content type must be one of ${LOGO_TYPES.join(', ')}`);
  }
  if (content.length === 0) throw badRequest('Invalid logo: the body is empty');
  const ok =
    (contentType === 'image/png' && startsWith(content, [0x89, 0x50, 0x4e, 0x47])) ||
    (contentType === 'image/jpeg' && startsWith(content, [0xff, 0xd8, 0xff])) ||
    (contentType === 'image/gif' && content.subarray(0, 4).toString('latin1') === 'GIF8') ||
    (contentType === 'image/webp' && content.subarray(8, 12).toString('latin1') === 'WEBP') ||
    (contentType === 'image/svg+xml' && isSafeSvg(content));
  if (!ok) throw badRequest(`Invalid logo: the content is not a valid ${contentType} image`);
}

function isSafeSvg(content: Buffer): boolean {
  const text = content.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) return false;
  return !/<script|on[a-z]+\s*=|javascript:|<foreignObject/i.test(text);
}
