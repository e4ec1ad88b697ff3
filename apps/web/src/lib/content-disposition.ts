/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` (RFC 5987/8187:
 * charset'language'percent-encoded bytes) wins over plain `filename`; a `filename*` that cannot be
 * decoded (unknown charset, bad escapes) falls back to `filename`. The result is only a name: any
 * path before it, control characters and names like ".." are dropped (null when nothing is left).
 */
export function filenameFrom(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const params = dispositionParams(`;${disposition}`); // also when the type is left out
  const extended = params.get('filename*');
  const decoded = extended === undefined ? null : decodeExtValue(extended);
  return safeName(decoded) ?? safeName(params.get('filename') ?? null);
}

/** Parameters after the disposition type, names lower-cased; the first of a repeated name counts. */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const param = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const m of header.matchAll(param)) {
    const name = m[1]!.toLowerCase();
    const value = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]!.trim();
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** charset'language'value with %XX escapes; the language tag is ignored. Null if undecodable. */
function decodeExtValue(ext: string): string | null {
  const m = ext.match(/^([^']*)'[^']*'(.*)$/);
  if (!m) return null;
  const charset = (m[1] || 'utf-8').toLowerCase();
  const bytes: number[] = [];
  const value = m[2]!;
  const encoder = new TextEncoder();
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '%') {
      const hex = value.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...encoder.encode(value[i])); // literal characters: their UTF-8 bytes
    }
  }
  try {
    return new TextDecoder(charset, { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null; // unknown charset, or bytes that are not valid in it
  }
}

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

function safeName(name: string | null): string | null {
  if (name === null) return null;
  const printable = [...name].filter((c) => !isControl(c)).join('');
  const base = printable.split(/[/\\]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}
