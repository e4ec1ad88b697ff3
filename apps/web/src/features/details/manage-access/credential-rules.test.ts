import type { Credential } from '@storefront/contract/runtime';
import { describe, expect, it } from 'vitest';
import { isActive, isExpired, maskKey, productState } from './credential-rules.ts';

const cred = (over: Partial<Credential> = {}): Credential => ({
  consumerKey: 'abcdefgh1234',
  issuedAt: '2024-01-01T00:00:00Z',
  expiresAt: '2030-01-01T00:00:00Z',
  status: 'approved',
  products: [],
  ...over,
});

describe('credential rules', () => {
  it('is active when one of its products is the item API product', () => {
    expect(isActive(cred({ products: [{ apiProduct: 'pay', status: 'approved' }] }), 'pay')).toBe(true);
    expect(isActive(cred({ products: [{ apiProduct: 'other', status: 'approved' }] }), 'pay')).toBe(false);
    expect(isActive(cred(), null)).toBe(false);
  });

  it('is active only while the product is approved; pending, rejected and revoked are shown as such', () => {
    for (const status of ['pending', 'rejected', 'revoked'] as const) {
      const c = cred({ products: [{ apiProduct: 'pay', status }] });
      expect(isActive(c, 'pay')).toBe(false);
      expect(productState(c, 'pay')).toBe(status);
    }
    expect(productState(cred({ products: [{ apiProduct: 'pay', status: 'approved' }] }), 'pay')).toBe(
      'approved',
    );
    expect(productState(cred(), 'pay')).toBe('none');
  });

  it('is expired once its expiry date is past; never without one', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(isExpired(cred({ expiresAt: '2024-12-31T23:59:59Z' }), now)).toBe(true);
    expect(isExpired(cred(), now)).toBe(false);
    expect(isExpired(cred({ expiresAt: null }), now)).toBe(false);
  });

  it('masks keys to their last four characters', () => {
    expect(maskKey('abcdefgh1234')).toBe('••••••••1234');
  });
});
