import type { ItemRuntime } from '@storefront/contract/runtime';
import { describe, expect, it } from 'vitest';
import { tryState } from './try-mode.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const credential = (
  key: string,
  expiresAt: string | null,
  product = 'pets',
  issuedAt = '2026-01-01T00:00:00Z',
) => ({
  consumerKey: key,
  issuedAt,
  expiresAt,
  status: 'approved',
  products: [{ apiProduct: product, status: 'approved' }],
});
function runtime(
  apps: { name: string; reserved: boolean; credentials: ReturnType<typeof credential>[] }[],
): ItemRuntime {
  return {
    platformRuntime: {
      developer: { email: 'a@x.io', firstName: 'A', lastName: 'B', username: 'a', status: 'active', apps },
      apiProduct: { name: 'pets' },
    },
    storefront: { runtime: 'native' },
  };
}
const both = { allowedAPIKey: true, allowedMock: true };

describe('tryState (spec section 4)', () => {
  it('is key mode with a valid key of the reserved application for the item’s API', () => {
    const s = tryState(
      both,
      runtime([
        {
          name: 'storefront-try-it',
          reserved: true,
          credentials: [credential('k1', '2027-01-01T00:00:00Z')],
        },
      ]),
      NOW,
    );
    expect(s).toEqual({
      mode: 'key',
      key: { value: 'k1', expiresAt: '2027-01-01T00:00:00Z' },
      keyState: 'valid',
      canTry: true,
    });
  });

  it('ignores keys of other applications and of other products', () => {
    const s = tryState(
      both,
      runtime([
        { name: 'Shop', reserved: false, credentials: [credential('k1', null)] },
        { name: 'storefront-try-it', reserved: true, credentials: [credential('k2', null, 'other')] },
      ]),
      NOW,
    );
    expect([s.mode, s.keyState]).toEqual(['mock', 'none']);
  });

  it('shows an expired key and falls back to mock, or to key mode without Try when mock is off', () => {
    const rt = runtime([
      { name: 'r', reserved: true, credentials: [credential('old', '2026-05-01T00:00:00Z')] },
    ]);
    expect(tryState(both, rt, NOW)).toMatchObject({ mode: 'mock', keyState: 'expired', canTry: true });
    expect(tryState({ allowedAPIKey: true, allowedMock: false }, rt, NOW)).toMatchObject({
      mode: 'key',
      keyState: 'expired',
      canTry: false,
    });
  });

  it('takes the newest key; none when neither mode is allowed; mock without a runtime', () => {
    const rt = runtime([
      {
        name: 'r',
        reserved: true,
        credentials: [
          credential('older', null, 'pets', '2026-01-01T00:00:00Z'),
          credential('newer', null, 'pets', '2026-03-01T00:00:00Z'),
        ],
      },
    ]);
    expect(tryState(both, rt, NOW).key?.value).toBe('newer');
    expect(tryState({ allowedAPIKey: false, allowedMock: false }, rt, NOW)).toMatchObject({
      mode: 'none',
      canTry: false,
      key: null,
    });
    expect(tryState({ allowedAPIKey: false, allowedMock: true }, undefined, NOW)).toMatchObject({
      mode: 'mock',
      canTry: true,
    });
    expect(tryState({ allowedAPIKey: true, allowedMock: false }, undefined, NOW)).toMatchObject({
      mode: 'key',
      canTry: false,
    });
  });
});
