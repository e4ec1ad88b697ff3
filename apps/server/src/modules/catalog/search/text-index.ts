import { type Bits, createBits, hasBit, setBit } from './bitset.ts';

/** One user word as PostgreSQL normalises it: its 'simple' lexeme (a prefix when last) and English stem. */
export interface TextWord {
  simple: string | null;
  prefix: boolean;
  english: string | null;
}

export interface TextMatch {
  bits: Bits;
  ords: Int32Array;
  ranks: Float64Array | null;
}

/**
 * Item search vectors turned inside out: a sorted lexeme dictionary and, per lexeme, the ordinals of
 * the items carrying it with an approximate ts_rank (best weight, number of positions). Matching a
 * word is then a dictionary look-up (a binary-searched range for a prefix) and a walk over postings.
 */
export class TextIndex {
  constructor(
    private readonly size: number,
    private readonly terms: string[],
    private readonly starts: Int32Array,
    private readonly ords: Int32Array,
    private readonly ranks: Float32Array,
  ) {}

  /** Bytes held by the postings and (roughly) the dictionary. */
  memoryBytes(): number {
    let chars = 0;
    for (const t of this.terms) chars += t.length;
    return (
      this.starts.byteLength +
      this.ords.byteLength +
      this.ranks.byteLength +
      chars * 2 +
      this.terms.length * 24
    );
  }

  get termCount() {
    return this.terms.length;
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Term numbers a word matches: its exact (or prefix) 'simple' lexeme, or its English stem. */
  private termsOf(word: TextWord): number[] {
    const out: number[] = [];
    if (word.simple !== null) {
      let t = this.lowerBound(word.simple);
      if (word.prefix) {
        for (; t < this.terms.length && this.terms[t].startsWith(word.simple); t++) out.push(t);
      } else if (this.terms[t] === word.simple) out.push(t);
    }
    if (word.english !== null && word.english !== word.simple) {
      const t = this.lowerBound(word.english);
      if (this.terms[t] === word.english && !out.includes(t)) out.push(t);
    }
    return out;
  }

  /** Items matching every word; with ranks, the sum over words of each word's best lexeme rank. */
  match(words: readonly TextWord[], withRank: boolean): TextMatch {
    let bits: Bits | null = null;
    const total = withRank ? new Float64Array(this.size) : null;
    for (const word of words) {
      const mine = createBits(this.size);
      const best = withRank ? new Float32Array(this.size) : null;
      for (const t of this.termsOf(word)) {
        for (let p = this.starts[t]; p < this.starts[t + 1]; p++) {
          const o = this.ords[p];
          if (bits && !hasBit(bits, o)) continue;
          setBit(mine, o);
          if (best && this.ranks[p] > best[o]) best[o] = this.ranks[p];
        }
      }
      if (total && best) for (let o = 0; o < this.size; o++) total[o] += best[o];
      bits = mine;
    }
    const all = bits ?? createBits(this.size);
    const ords: number[] = [];
    for (let w = 0; w < all.length; w++) {
      let v = all[w];
      while (v) {
        const b = 31 - Math.clz32(v & -v);
        ords.push((w << 5) | b);
        v &= v - 1;
      }
    }
    const ranks = total ? Float64Array.from(ords, (o) => total[o]) : null;
    return { bits: all, ords: Int32Array.from(ords), ranks };
  }
}
