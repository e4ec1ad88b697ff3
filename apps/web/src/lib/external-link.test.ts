import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { linkHref, linkText } from './external-link.ts';
import german from './i18n/locales/de.json';
import english from './i18n/locales/en.json';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english as never }));

describe('announcement links', () => {
  it('uses the label, or the default text', () => {
    expect(linkText('Status page')).toBe('Status page');
    expect(linkText(undefined)).toBe('Click for more information');
    expect(linkText('  ')).toBe('Click for more information');
  });

  it("says the default in the reader's language, the provider's label as written", () => {
    i18n.loadAndActivate({ locale: 'de', messages: german as never });
    expect(linkText(undefined)).toBe('Für weitere Informationen klicken');
    expect(linkText('Status page')).toBe('Status page');
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
