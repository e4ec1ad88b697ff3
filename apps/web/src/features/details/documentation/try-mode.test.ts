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
    expect(s).toMatchObject({
      mode: 'key',
      key: { value: 'k1', expiresAt: '2027-01-01T00:00:00Z' },
      keyState: 'valid',
      canTry: true,
      keyApp: 'storefront-try-it',
      keysUnavailable: false,
    });
  });

  it('ignores keys of other products; uses an active key of another application (issue 27)', () => {
    const s = tryState(
      both,
      runtime([
        { name: 'Shop', reserved: false, credentials: [credential('k1', null)] },
        { name: 'storefront-try-it', reserved: true, credentials: [credential('k2', null, 'other')] },
      ]),
      NOW,
    );
    expect([s.mode, s.keyState, s.key?.value, s.keyApp]).toEqual(['key', 'valid', 'k1', 'Shop']);
    const none = tryState(
      both,
      runtime([
        { name: 'storefront-try-it', reserved: true, credentials: [credential('k2', null, 'other')] },
      ]),
      NOW,
    );
    expect([none.mode, none.keyState]).toEqual(['mock', 'none']);
  });

  it('lets the user pick one of their active keys, reserved first; unknown picks fall back', () => {
    const rt = runtime([
      { name: 'Shop', reserved: false, credentials: [credential('shop', null)] },
      { name: 'Old', reserved: false, credentials: [credential('expired', '2026-05-01T00:00:00Z')] },
      { name: 'storefront-try-it', reserved: true, credentials: [credential('try', null)] },
    ]);
    const s = tryState(both, rt, NOW);
    expect(s.choices?.map((c) => c.value)).toEqual(['try', 'shop']);
    expect(s.key?.value).toBe('try');
    expect(tryState(both, rt, NOW, 'shop')).toMatchObject({ key: { value: 'shop' }, keyApp: 'Shop' });
    expect(tryState(both, rt, NOW, 'expired').key?.value).toBe('try');
  });

  it('says keys are unavailable for an item not deployed to a runtime', () => {
    const rt: ItemRuntime = {
      platformRuntime: { developer: null, apiProduct: null },
      storefront: { runtime: '' },
    };
    expect(tryState(both, rt, NOW)).toMatchObject({ keysUnavailable: true, keyState: 'none', mode: 'mock' });
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

describe('tryState with subscriptions (issue 24)', () => {
  const withStatus = (status: string) => {
    const c = credential('k1', null);
    c.products = [{ apiProduct: 'pets', status }];
    return runtime([{ name: 'storefront-try-it', reserved: true, credentials: [c] }]);
  };
  it('never uses a pending, rejected or revoked key: mock if allowed, else no Try', () => {
    for (const status of ['pending', 'rejected', 'revoked']) {
      const s = tryState(both, withStatus(status), NOW);
      expect(s).toMatchObject({ keyStatus: status, mode: 'mock', canTry: true });
      const keyOnly = tryState({ allowedAPIKey: true, allowedMock: false }, withStatus(status), NOW);
      expect(keyOnly).toMatchObject({ keyStatus: status, mode: 'key', canTry: false });
    }
  });
  it('uses an approved key', () => {
    expect(tryState(both, withStatus('approved'), NOW)).toMatchObject({ keyStatus: 'approved', mode: 'key' });
  });
});
