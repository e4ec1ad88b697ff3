import { describe, expect, it, vi } from 'vitest';
import { cachedVerifier } from './token-cache.ts';

describe('cachedVerifier', () => {
  it('verifies a token once, then serves it from the cache until it expires', async () => {
    let clock = 1000;
    const verify = vi.fn(async (_t: string) => ({ sub: 'a', exp: 1100 }));
    const cached = cachedVerifier(verify, { clockToleranceSeconds: 10, now: () => clock });
    await cached('t1');
    await cached('t1');
    expect(verify).toHaveBeenCalledTimes(1);
    clock = 1109;
    await expect(cached('t1')).resolves.toMatchObject({ sub: 'a' });
    clock = 1111;
    await expect(cached('t1')).rejects.toThrow('expired');
  });

  it('peeks at a verified token without awaiting, never at an expired or unknown one', async () => {
    let clock = 1000;
    const cached = cachedVerifier(async () => ({ sub: 'a', exp: 1100 }), {
      clockToleranceSeconds: 0,
      now: () => clock,
    });
    expect(cached.peek('t')).toBeUndefined();
    await cached('t');
    expect(cached.peek('t')).toMatchObject({ sub: 'a' });
    clock = 1101;
    expect(cached.peek('t')).toBeUndefined();
  });

  it('never caches a failure', async () => {
    const verify = vi.fn(async (_t: string) => {
      throw new Error('bad signature');
    });
    const cached = cachedVerifier(verify, { clockToleranceSeconds: 0 });
    await expect(cached('t')).rejects.toThrow('bad signature');
    await expect(cached('t')).rejects.toThrow('bad signature');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('stays bounded', async () => {
    const verify = vi.fn(async (t: string) => ({ sub: t, exp: 9e9 }));
    const cached = cachedVerifier(verify, { clockToleranceSeconds: 0, maxEntries: 10 });
    for (let i = 0; i < 25; i++) await cached(`t${i}`);
    await cached('t0');
    expect(verify).toHaveBeenCalledTimes(26);
  });
});
