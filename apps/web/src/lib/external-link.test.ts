import { describe, expect, it } from 'vitest';
import { linkHref, linkText } from './external-link.ts';

describe('announcement links', () => {
  it('uses the label, or the default text', () => {
    expect(linkText('Status page')).toBe('Status page');
    expect(linkText(undefined)).toBe('Click for more information');
    expect(linkText('  ')).toBe('Click for more information');
  });

  it('prepends http:// when the scheme is missing and links only http(s)', () => {
    expect(linkHref('docs.example.com/a')).toBe('http://docs.example.com/a');
    expect(linkHref('https://x.test/p?q=1')).toBe('https://x.test/p?q=1');
    expect(linkHref('HTTP://x.test')).toBe('http://x.test/');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('mailto:a@b.c')).toBeNull();
    expect(linkHref('data:text/html,hi')).toBeNull();
    expect(linkHref('')).toBeNull();
  });
});
