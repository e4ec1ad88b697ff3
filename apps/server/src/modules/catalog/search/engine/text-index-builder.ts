import { packStrings } from './packed-strings.ts';
import { type TextData, TextIndex } from './text-index.ts';

// ts_rank's default weights (D, C, B, A) and its normaliser (the sum of 1/i², i = 1..∞).
const WEIGHTS = [0.1, 0.2, 0.4, 1.0];
const SUM_INV_SQUARES = 1.64493406685;
const rankOf = (weight: number, count: number) => {
  let s = 0;
  for (let j = 1; j <= Math.min(count, 64); j++) s += 1 / (j * j);
  return (WEIGHTS[weight] * s) / SUM_INV_SQUARES;
};

/** Collects (lexeme, item, rank) postings chunk by chunk, then packs them sorted by lexeme. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly termNames: string[] = [];
  private pTerm = new Int32Array(1 << 16);
  private pOrd = new Int32Array(1 << 16);
  private pRank = new Float32Array(1 << 16);
  private n = 0;

  constructor(private readonly size: number) {}

  private push(term: string, ord: number, rank: number) {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termIds.set(term, id);
      this.termNames.push(term);
    }
    if (this.n === this.pTerm.length) {
      const grow = <T extends Int32Array | Float32Array>(a: T, b: T) => {
        b.set(a);
        return b;
      };
      this.pTerm = grow(this.pTerm, new Int32Array(this.n * 2));
      this.pOrd = grow(this.pOrd, new Int32Array(this.n * 2));
      this.pRank = grow(this.pRank, new Float32Array(this.n * 2));
    }
    this.pTerm[this.n] = id;
    this.pOrd[this.n] = ord;
    this.pRank[this.n] = rank;
    this.n++;
  }

  /** Adds one item's search vector in PostgreSQL's text form: 'lexeme':1A,5B 'other':3 … */
  addVector(ord: number, text: string) {
    let i = 0;
    while (i < text.length) {
      const start = text.indexOf("'", i) + 1;
      if (start === 0) break;
      let end = start;
      for (;;) {
        end = text.indexOf("'", end);
        if (end < 0) throw new Error('malformed tsvector text');
        if (text[end + 1] !== "'") break;
        end += 2;
      }
      const raw = text.slice(start, end);
      const lexeme =
        raw.includes("'") || raw.includes('\\') ? raw.replace(/''|\\(.)/g, (_m, c) => c ?? "'") : raw;
      let weight = 0;
      let count = 1;
      i = end + 1;
      if (text[i] === ':') {
        const stop = text.indexOf(' ', i);
        const positions = text.slice(i + 1, stop < 0 ? text.length : stop);
        weight = positions.includes('A') ? 3 : positions.includes('B') ? 2 : positions.includes('C') ? 1 : 0;
        count = positions.split(',').length;
        i = stop < 0 ? text.length : stop;
      }
      this.push(lexeme, ord, rankOf(weight, count));
    }
  }

  build(): TextIndex {
    return new TextIndex(this.buildData());
  }

  /** The packed arrays (a worker thread transfers them to the thread that searches). */
  buildData(): TextData {
    const order = this.termNames
      .map((_, i) => i)
      .sort((a, b) => (this.termNames[a] < this.termNames[b] ? -1 : 1));
    const rankOfTerm = new Int32Array(order.length);
    order.forEach((id, r) => {
      rankOfTerm[id] = r;
    });
    const starts = new Int32Array(order.length + 1);
    for (let p = 0; p < this.n; p++) starts[rankOfTerm[this.pTerm[p]] + 1]++;
    for (let t = 0; t < order.length; t++) starts[t + 1] += starts[t];
    const fill = starts.slice(0, order.length);
    const ords = new Int32Array(this.n);
    const ranks = new Float32Array(this.n);
    for (let p = 0; p < this.n; p++) {
      const at = fill[rankOfTerm[this.pTerm[p]]]++;
      ords[at] = this.pOrd[p];
      ranks[at] = this.pRank[p];
    }
    return {
      size: this.size,
      terms: packStrings(order.map((id) => this.termNames[id])),
      starts,
      ords,
      ranks,
    };
  }
}
