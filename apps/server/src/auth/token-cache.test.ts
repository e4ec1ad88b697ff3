import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { cachedVerifier } from './token-cache.ts';
import { createVerifier, TokenError } from './verify.ts';

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

describe('cachedVerifier max age', () => {
  it('checks a cached token again after maxAgeSeconds, and refuses it when its key is gone', async () => {
    let clock = 1000;
    let keyWithdrawn = false;
    const verify = vi.fn(async (_t: string) => {
      if (keyWithdrawn) throw new TokenError('no matching key');
      return { sub: 'a', exp: 9000 };
    });
    const cached = cachedVerifier(verify, { clockToleranceSeconds: 0, maxAgeSeconds: 60, now: () => clock });
    await cached('t');
    clock = 1059;
    expect(cached.peek('t')).toMatchObject({ sub: 'a' });
    await cached('t');
    expect(verify).toHaveBeenCalledTimes(1);
    clock = 1060;
    // Too old for the synchronous path; the awaited path verifies again.
    expect(cached.peek('t')).toBeUndefined();
    await expect(cached('t')).resolves.toMatchObject({ sub: 'a' });
    expect(verify).toHaveBeenCalledTimes(2);
    expect(cached.peek('t')).toMatchObject({ sub: 'a' });
    keyWithdrawn = true;
    clock = 1121;
    expect(cached.peek('t')).toBeUndefined();
    await expect(cached('t')).rejects.toThrow('no matching key');
    // Nothing of the refused token is left to peek at.
    expect(cached.peek('t')).toBeUndefined();
  });

  it('refuses an expired cached token without verifying it again', async () => {
    let clock = 1000;
    const verify = vi.fn(async (_t: string) => ({ sub: 'a', exp: 1030 }));
    const cached = cachedVerifier(verify, { clockToleranceSeconds: 5, maxAgeSeconds: 60, now: () => clock });
    await cached('t');
    clock = 1035;
    expect(cached.peek('t')).toBeUndefined();
    await expect(cached('t')).rejects.toThrow('expired');
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('cachedVerifier over the real verifier', () => {
  async function issuer() {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const sign = (claims: Record<string, unknown>, exp = '5m') =>
      new SignJWT({ sub: 'u1', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
        .setIssuer('https://issuer.test')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(privateKey);
    return { jwks: { keys: [jwk] }, sign };
  }

  it('admits exactly the verified token: another audience or a changed signature is verified (and refused)', async () => {
    const idp = await issuer();
    const inner = vi.fn(
      createVerifier({
        issuer: 'https://issuer.test',
        audience: 'portal-api',
        clientId: 'portal-spa',
        algorithms: ['RS256'],
        clockToleranceSeconds: 0,
        jwks: idp.jwks,
      }),
    );
    const cached = cachedVerifier(inner, { clockToleranceSeconds: 0 });
    const good = await idp.sign({ aud: 'portal-api' });
    await expect(cached(good)).resolves.toMatchObject({ sub: 'u1', aud: 'portal-api' });
    await expect(cached(good)).resolves.toMatchObject({ sub: 'u1' });
    expect(inner).toHaveBeenCalledTimes(1);
    const otherAudience = await idp.sign({ aud: 'other-api' });
    expect(cached.peek(otherAudience)).toBeUndefined();
    await expect(cached(otherAudience)).rejects.toThrow();
    // The same header and payload with another signature is another token.
    const [h, p, s] = good.split('.');
    const forged = `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(cached.peek(forged)).toBeUndefined();
    await expect(cached(forged)).rejects.toThrow();
    expect(inner).toHaveBeenCalledTimes(3);
  });
});
