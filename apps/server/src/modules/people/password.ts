import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto). The parameters are written into each
 * hash, so they can be raised later and old hashes still verify. N=2^17, r=8, p=1 is OWASP's
 * recommendation for scrypt (128 MiB, about a quarter of a second per hash on one core).
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** NIST 800-63B: compare passwords as Unicode NFKC, so the same typed text always matches. */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

/** "scrypt$N$r$p$salt$hash" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(normalise(password), salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await scryptAsync(
    normalise(password),
    Buffer.from(parts[4], 'base64url'),
    N,
    r,
    p,
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the time of one hash, so a wrong username takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('storefront-timing-equaliser');
  await verifyPassword(password, await dummyHash);
  return false;
}

/** NIST SP 800-63B §3.1.1.2: at least 12 characters (our choice, above its floor of 8), at most 128. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

let common: Promise<Set<string>> | undefined;
/**
 * The 49,000 most common passwords of public breach corpora, from @zxcvbn-ts/language-common (a
 * maintained npm package, MIT), loaded once on first use.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common'].map((w: string) => w.toLowerCase())),
  );
  return common;
}

/**
 * Why a new password is refused, or undefined when it is accepted. No composition rules (NIST):
 * length, and not a common or breached password, nor the person's own name or address.
 */
export async function passwordProblem(password: string, context: string[] = []): Promise<string | undefined> {
  const chars = [...normalise(password)].length;
  if (chars < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (chars > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lower = normalise(password).toLowerCase();
  if ((await commonPasswords()).has(lower) || /^(.)\1+$/.test(lower))
    return 'This password is too common: it appears in lists of breached passwords. Choose another.';
  for (const word of context) {
    const w = word.trim().toLowerCase();
    if (w.length >= 4 && lower.includes(w)) return 'Do not use your name or email address in your password.';
  }
  if (lower.includes('storefront')) return 'Do not use the name of this site in your password.';
  return undefined;
}
