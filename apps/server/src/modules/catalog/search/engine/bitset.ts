/** Fixed-size bit sets over item ordinals (0..size-1), for counting and intersecting in memory. */
export type Bits = Uint32Array;

export const createBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

export function fillBits(size: number): Bits {
  const b = createBits(size);
  b.fill(0xffffffff);
  const tail = size & 31;
  if (tail) b[b.length - 1] = (1 << tail) - 1;
  return b;
}

export const setBit = (b: Bits, i: number) => {
  b[i >>> 5] |= 1 << (i & 31);
};

export const hasBit = (b: Bits, i: number) => (b[i >>> 5] & (1 << (i & 31))) !== 0;

function popcount32(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(b: Bits): number {
  let n = 0;
  for (let i = 0; i < b.length; i++) if (b[i]) n += popcount32(b[i]);
  return n;
}

/** |a ∧ b| without allocating. */
export function countAnd(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i] & b[i];
    if (w) n += popcount32(w);
  }
  return n;
}

export function andBits(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

export function orInto(target: Bits, b: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] |= b[i];
  return target;
}

/**
 * Ordinals of set bits in ascending (or descending) ordinal order, skipping `offset` of them and
 * returning at most `limit`; whole words are skipped by popcount, so deep pages stay cheap.
 */
export function pageBits(b: Bits, offset: number, limit: number, descending: boolean): number[] {
  const out: number[] = [];
  let skip = offset;
  for (let k = 0; k < b.length && out.length < limit; k++) {
    const wi = descending ? b.length - 1 - k : k;
    const w = b[wi];
    if (!w) continue;
    const c = popcount32(w);
    if (skip >= c) {
      skip -= c;
      continue;
    }
    for (let j = 0; j < 32 && out.length < limit; j++) {
      const bit = descending ? 31 - j : j;
      if (!(w & (1 << bit))) continue;
      if (skip > 0) skip--;
      else out.push((wi << 5) | bit);
    }
  }
  return out;
}
