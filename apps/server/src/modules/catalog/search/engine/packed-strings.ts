/**
 * A list of strings as one string and their offsets: it crosses to and from a worker thread as one
 * copy and two typed arrays instead of a hundred thousand separate strings, and costs the receiving
 * thread nothing to adopt.
 */
export interface PackedStrings {
  text: string;
  /** Start of string i at offsets[i]; offsets[count] is the text's length. */
  offsets: Int32Array;
}

export function packStrings(list: readonly string[]): PackedStrings {
  const offsets = new Int32Array(list.length + 1);
  let at = 0;
  for (let i = 0; i < list.length; i++) {
    offsets[i] = at;
    at += list[i].length;
  }
  offsets[list.length] = at;
  return { text: list.join(''), offsets };
}

export const packedCount = (p: PackedStrings) => p.offsets.length - 1;

export const packedAt = (p: PackedStrings, i: number) => p.text.slice(p.offsets[i], p.offsets[i + 1]);

export function unpackStrings(p: PackedStrings): string[] {
  const out = new Array<string>(packedCount(p));
  for (let i = 0; i < out.length; i++) out[i] = packedAt(p, i);
  return out;
}

/** FNV-1a over UTF-16 code units: the same on every thread. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * An open-addressing table from string to its position in a packed list (slot value = position + 1,
 * 0 = empty), built once where the list is built; looking up needs only the list and the table.
 */
export function buildLookup(p: PackedStrings): Int32Array {
  const n = packedCount(p);
  let size = 4;
  while (size < n * 2) size <<= 1;
  const slots = new Int32Array(size);
  const mask = size - 1;
  for (let i = 0; i < n; i++) {
    let s = hashOf(packedAt(p, i)) & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = i + 1;
  }
  return slots;
}

export function lookUp(p: PackedStrings, slots: Int32Array, key: string): number | undefined {
  const mask = slots.length - 1;
  for (let s = hashOf(key) & mask; slots[s] !== 0; s = (s + 1) & mask) {
    const i = slots[s] - 1;
    if (p.offsets[i + 1] - p.offsets[i] === key.length && packedAt(p, i) === key) return i;
  }
  return undefined;
}
