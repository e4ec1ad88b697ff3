/**
 * Plain text cut into text and http(s) links, to render as React text and anchors (never as HTML).
 * A URL ends at whitespace or at characters that rarely end one in prose (closing punctuation).
 */
export type Piece = { text: string } | { href: string; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkify(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let url = match[0];
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    // Keep a closing bracket that belongs to the URL, e.g. https://en.wikipedia.org/wiki/X_(y).
    if (trailing) url = url.slice(0, url.length - trailing.length);
    if (url.endsWith('(') || !isHttpUrl(url)) continue;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ href: url, text: url });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
