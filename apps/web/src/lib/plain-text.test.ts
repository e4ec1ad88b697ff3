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

  it('collapses whitespace and leaves plain text alone', () => {
    expect(plainText('  one\n\n two  ')).toBe('one two');
    expect(plainText(null)).toBe('');
  });
});
