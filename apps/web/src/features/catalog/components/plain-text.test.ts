import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plain-text descriptions', () => {
  it('drops markup and keeps the words, collapsing whitespace', () => {
    expect(plainText('<p>Hello <b>pets</b>\n &amp; owners</p><p>Welcome</p><script>alert(1)</script>')).toBe(
      'Hello pets & owners Welcome',
    );
  });

  it('leaves plain text as it is, and empty values empty', () => {
    expect(plainText('2 < 3 is plain')).toBe('2 < 3 is plain');
    expect(plainText('Just text')).toBe('Just text');
    expect(plainText(null)).toBe('');
  });
});
