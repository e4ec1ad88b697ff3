import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps the text of provider HTML, words of adjacent blocks apart', () => {
    expect(plainText('<fullname>Certificate Manager</fullname><p>Use &amp; enjoy</p>')).toBe(
      'Certificate Manager Use & enjoy',
    );
  });

  it('drops scripts and styles and never builds live elements', () => {
    expect(
      plainText('<img src=x onerror="window.hit=1">a<script>window.hit=2</script><style>p{}</style>b'),
    ).toBe('a b');
    expect((window as { hit?: number }).hit).toBeUndefined();
  });

  it('drops markup and keeps the words of item descriptions, collapsing whitespace', () => {
    expect(plainText('<p>Hello <b>pets</b>\n &amp; owners</p><p>Welcome</p><script>alert(1)</script>')).toBe(
      'Hello pets & owners Welcome',
    );
  });

  it('collapses whitespace and leaves plain text alone (a lone "<" is text)', () => {
    expect(plainText('  one\n\n two  ')).toBe('one two');
    expect(plainText('2 < 3 is plain')).toBe('2 < 3 is plain');
    expect(plainText('Just text')).toBe('Just text');
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
  });
});
