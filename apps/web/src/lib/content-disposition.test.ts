import { describe, expect, it } from 'vitest';
import { filenameFrom } from './content-disposition.ts';

describe('filenameFrom (Content-Disposition)', () => {
  it('reads a plain filename, quoted or not', () => {
    expect(filenameFrom('attachment; filename="petstore.json"')).toBe('petstore.json');
    expect(filenameFrom('attachment; filename=petstore.json')).toBe('petstore.json');
    expect(filenameFrom('attachment; filename="semi;colon \\"q\\".json"')).toBe('semi;colon "q".json');
    expect(filenameFrom('attachment; FileName="Upper.yaml"')).toBe('Upper.yaml');
    expect(filenameFrom('filename="no-type.json"')).toBe('no-type.json');
  });

  it('decodes RFC 5987 filename*: charset, language tag stripped, percent-decoded', () => {
    expect(filenameFrom("attachment; filename*=UTF-8''caf%C3%A9.yaml")).toBe('café.yaml');
    expect(filenameFrom("attachment; filename*=UTF-8'en'name%20x.json")).toBe('name x.json');
    expect(filenameFrom("attachment; filename*=utf-8'de-CH'%E2%82%AC%20rates.txt")).toBe('€ rates.txt');
    expect(filenameFrom("attachment; filename*=ISO-8859-1'fr'd%E9j%E0.csv")).toBe('déjà.csv');
  });

  it('prefers filename* over filename, in either order', () => {
    expect(filenameFrom('attachment; filename="plain.json"; filename*=UTF-8\'en\'fancy%20%C3%BC.json')).toBe(
      'fancy ü.json',
    );
    expect(filenameFrom('attachment; filename*=UTF-8\'\'first.json; filename="second.json"')).toBe(
      'first.json',
    );
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    const plain = 'filename="fallback.json"';
    expect(filenameFrom(`attachment; filename*=UTF-8''bad%ZZ.json; ${plain}`)).toBe('fallback.json');
    expect(filenameFrom(`attachment; filename*=UTF-8''%C3%28.json; ${plain}`)).toBe('fallback.json');
    expect(filenameFrom(`attachment; filename*=x-unknown''a.json; ${plain}`)).toBe('fallback.json');
    expect(filenameFrom(`attachment; filename*=no-quotes.json; ${plain}`)).toBe('fallback.json');
    expect(filenameFrom("attachment; filename*=UTF-8''%E2%82")).toBeNull();
  });

  it('keeps only a name: no path, no control characters, nothing for empty or dot names', () => {
    expect(filenameFrom('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFrom("attachment; filename*=UTF-8''..%2F..%5Cevil.sh")).toBe('evil.sh');
    expect(filenameFrom("attachment; filename*=UTF-8''a%0Ab%00.txt")).toBe('ab.txt');
    expect(filenameFrom('attachment; filename=".."')).toBeNull();
    expect(filenameFrom('attachment; filename=""')).toBeNull();
    expect(filenameFrom('attachment; filename*=UTF-8\'\'..; filename="ok.json"')).toBe('ok.json');
  });

  it('gives null without a header or a filename', () => {
    expect(filenameFrom(null)).toBeNull();
    expect(filenameFrom(undefined)).toBeNull();
    expect(filenameFrom('inline')).toBeNull();
    expect(filenameFrom('attachment; size=12')).toBeNull();
  });
});
