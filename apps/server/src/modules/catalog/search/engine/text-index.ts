import { type Bits, createBits, hasBit, setBit } from './bitset.ts';
import { type PackedStrings, packedAt, packedCount } from './packed-strings.ts';

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

/** What searches ask of a text index: a built one (TextIndex), or one with an index delta on top. */
export interface TextMatcher {
  match(words: readonly TextWord[], withRank: boolean): TextMatch;
  readonly termCount: number;
  memoryBytes(): number;
}

/** A text index's arrays, as built (on a worker thread) and handed over without copying. */
export interface TextData {
  size: number;
  /** The lexeme dictionary in sorted order. */
  terms: PackedStrings;
  /** Postings of term t at [starts[t], starts[t + 1]). */
  starts: Int32Array;
  ords: Int32Array;
  ranks: Float32Array;
}

/**
 * Item search vectors turned inside out: a sorted lexeme dictionary and, per lexeme, the ordinals of
 * the items carrying it with an approximate ts_rank (best weight, number of positions). Matching a
 * word is then a dictionary look-up (a binary-searched range for a prefix) and a walk over postings.
 */
export class TextIndex implements TextMatcher {
  private readonly size: number;
  private readonly terms: PackedStrings;
  private readonly termCountValue: number;
  private readonly starts: Int32Array;
  private readonly ords: Int32Array;
  private readonly ranks: Float32Array;

  constructor(data: TextData) {
    this.size = data.size;
    this.terms = data.terms;
    this.termCountValue = packedCount(data.terms);
    this.starts = data.starts;
    this.ords = data.ords;
    this.ranks = data.ranks;
  }

  /** Bytes held by the postings and the dictionary. */
  memoryBytes(): number {
    return (
      this.starts.byteLength +
      this.ords.byteLength +
      this.ranks.byteLength +
      this.terms.text.length * 2 +
      this.terms.offsets.byteLength
    );
  }

  get termCount() {
    return this.termCountValue;
  }

  private term(t: number) {
    return packedAt(this.terms, t);
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.termCountValue;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.term(mid) < key) lo = mid + 1;
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
        for (; t < this.termCountValue && this.term(t).startsWith(word.simple); t++) out.push(t);
      } else if (t < this.termCountValue && this.term(t) === word.simple) out.push(t);
    }
    if (word.english !== null && word.english !== word.simple) {
      const t = this.lowerBound(word.english);
      if (t < this.termCountValue && this.term(t) === word.english && !out.includes(t)) out.push(t);
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
