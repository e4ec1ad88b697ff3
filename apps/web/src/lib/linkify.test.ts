import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('cuts http(s) URLs out of text, leaving sentence punctuation outside', () => {
    expect(linkify('See https://example.com/docs?a=1. And http://x.io, too')).toEqual([
      { text: 'See ' },
      { href: 'https://example.com/docs?a=1', text: 'https://example.com/docs?a=1' },
      { text: '. And ' },
      { href: 'http://x.io', text: 'http://x.io' },
      { text: ', too' },
    ]);
  });

  it('links only http(s), never javascript: or data: and keeps markup as text', () => {
    const text = 'javascript:alert(1) data:text/html,x <a href="https://evil">x</a> ftp://f.io';
    // The address inside the markup is linked; the markup itself stays text.
    expect(linkify(text).filter((p) => 'href' in p)).toEqual([
      { href: 'https://evil', text: 'https://evil' },
    ]);
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(linkify('plain')).toEqual([{ text: 'plain' }]);
  });
});
