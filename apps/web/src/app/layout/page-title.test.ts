import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('names each route, details tabs included', () => {
    expect(pageTitle('/', 'Storefront')).toBe('Home · Storefront');
    expect(pageTitle('/catalog/', 'Acme')).toBe('Catalogue · Acme');
    expect(pageTitle('/profile', 'Storefront')).toBe('My Profile · Storefront');
    expect(pageTitle('/catalog/details/x', 'S')).toBe('About · API Details · S');
    expect(pageTitle('/catalog/details/x/get-api-key', 'S')).toBe('Manage Access · API Details · S');
    expect(pageTitle('/catalog/details/x/contact-provider/1/2', 'S')).toBe(
      'Contact Provider · API Details · S',
    );
    expect(pageTitle('/nope', 'S')).toBe('Page Not Found · S');
  });
});
