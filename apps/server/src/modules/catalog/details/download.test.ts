import { describe, expect, it } from 'vitest';
import { cleanFilename, contentDisposition, documentFilename, safeContentType } from './download.ts';

describe('download headers', () => {
  it('never lets a name break out of the header or the download folder', () => {
    for (const raw of ['a\r\nb', 'a\nb', 'x\u0000y', '../../etc/passwd', 'C:\\win\\evil.exe', 'q"u"o\\te']) {
      const cd = contentDisposition(raw);
      expect(cd).not.toMatch(/[\p{Cc}\\/]/u);
      expect(cd.match(/"/g)).toHaveLength(2);
    }
    expect(cleanFilename('../../etc/passwd')).toBe('_.._etc_passwd');
  });

  it('falls back when nothing usable is left, and drops bidi overrides', () => {
    expect(cleanFilename('')).toBe('download');
    expect(cleanFilename(' ... ')).toBe('download');
    expect(cleanFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('cuts long names on code points and keeps the extension', () => {
    const name = cleanFilename(`${'😀'.repeat(300)}.pdf`);
    expect([...name]).toHaveLength(180);
    expect(name.endsWith('😀.pdf')).toBe(true);
    expect(contentDisposition(name)).toContain(`filename*=UTF-8''${'%F0%9F%98%80'.repeat(3)}`);
  });

  it('percent-encodes the RFC 5987 specials', () => {
    expect(contentDisposition("it's (v1)*.txt")).toBe(
      `attachment; filename="it's (v1)_.txt"; filename*=UTF-8''it%27s%20%28v1%29_.txt`,
    );
    expect(contentDisposition('100%;a,b.txt')).toBe(
      `attachment; filename="100__a_b.txt"; filename*=UTF-8''100%25%3Ba%2Cb.txt`,
    );
  });

  it('allows only safe content types', () => {
    expect(safeContentType('image/PNG')).toBe('image/png');
    expect(safeContentType('text/csv; charset=ISO-8859-1')).toBe('text/csv; charset=ISO-8859-1');
    expect(safeContentType('text/plain; charset="x\r\nSet-Cookie: a"')).toBe('text/plain; charset=utf-8');
    for (const t of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/javascript',
      '',
      'nonsense',
    ]) {
      expect(safeContentType(t)).toBe('application/octet-stream');
    }
  });

  it('names OpenAPI documents with the extension of their format', () => {
    expect(documentFilename('petstore.yml', 'Pet Store', 'yaml')).toBe('petstore.yaml');
    expect(documentFilename('', 'Pet Store', 'json')).toBe('Pet Store.json');
    expect(documentFilename('spec.json', 'x', 'yaml')).toBe('spec.yaml');
  });
});
