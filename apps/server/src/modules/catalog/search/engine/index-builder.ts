import { type Bits, createBits, orInto, setBit } from './bitset.ts';
import { buildLookup, lookUp, type PackedStrings, packStrings } from './packed-strings.ts';
import type { TextData } from './text-index.ts';
import { TextIndexBuilder } from './text-index-builder.ts';

/**
 * The search index's structure as plain arrays: what a build hands to the thread that searches (by
 * transfer, so adopting it costs that thread nothing however large the catalogue).
 */
export interface IndexData {
  /** Item ids in name order; an item's ordinal is its position here. */
  ids: PackedStrings;
  /** Id → ordinal (see packed-strings.ts lookUp). */
  lookup: Int32Array;
  /** Ordinals in date order. */
  dateOrder: Int32Array;
  /** Every bit set back to back, `words` long each: dimension values in order, then classifications. */
  bits: Uint32Array;
  words: number;
  dimensions: { code: string; values: string[] }[];
  /** Classification ids; their bit sets include the items of descendants. */
  classIds: string[];
}

/** Steps of a build, in this order: names, then dates/sets in any order, then vectors. */
export type BuildStep =
  | { t: 'names'; csv: string }
  | { t: 'dates'; csv: string }
  | { t: 'shape'; dimensions: IndexData['dimensions']; classes: { id: string; parentId: string | null }[] }
  | { t: 'dimIds'; dimension: string; value: string; csv: string }
  | { t: 'classIds'; classId: string; csv: string }
  /** Item ids joined by ',', and their search vectors' text joined by NUL, as UTF-8 (transferred). */
  | { t: 'vectors'; ids: string; vectors: Uint8Array };

// PostgreSQL text never contains NUL, so it separates vectors safely.
const NUL = '\u0000';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A page of search vectors as one byte buffer: it moves to the worker by transfer, where posting
 * hundreds of separate strings would cost the sending thread a copy of each.
 */
export function vectorsStep(rows: readonly { id: string; v: string | null }[]): BuildStep {
  return {
    t: 'vectors',
    ids: rows.map((r) => r.id).join(','),
    vectors: encoder.encode(rows.map((r) => r.v ?? '').join(NUL)),
  };
}

/** What a step hands over by transfer rather than copy. */
export const stepTransfer = (step: BuildStep): ArrayBuffer[] =>
  step.t === 'vectors' ? [step.vectors.buffer as ArrayBuffer] : [];

const split = (csv: string) => (csv ? csv.split(',') : []);

/** Builds index data from pages of catalogue rows; runs on a worker thread (or inline when small). */
export class IndexBuilder {
  private names: string[] = [];
  private ids: PackedStrings | null = null;
  private lookup: Int32Array | null = null;
  private dates: number[] = [];
  private dimensions: IndexData['dimensions'] = [];
  private classes: { id: string; parentId: string | null }[] = [];
  private readonly sets = new Map<string, Bits>();
  private text: TextIndexBuilder | null = null;

  /** Ends the names: from here on ordinals are fixed. */
  private seal() {
    if (!this.ids || !this.lookup) {
      this.ids = packStrings(this.names);
      this.lookup = buildLookup(this.ids);
      this.names = [];
    }
    return { ids: this.ids, lookup: this.lookup };
  }

  private ordinalOf(id: string) {
    const { ids, lookup } = this.seal();
    return lookUp(ids, lookup, id);
  }

  get size() {
    return this.ids ? this.ids.offsets.length - 1 : this.names.length;
  }

  private setOf(key: string) {
    let bits = this.sets.get(key);
    if (!bits) {
      bits = createBits(this.size);
      this.sets.set(key, bits);
    }
    return bits;
  }

  private mark(key: string, csv: string) {
    const bits = this.setOf(key);
    for (const id of split(csv)) {
      const o = this.ordinalOf(id);
      if (o !== undefined) setBit(bits, o);
    }
  }

  add(step: BuildStep) {
    switch (step.t) {
      case 'names':
        if (this.ids) throw new Error('names after the structure began');
        for (const id of split(step.csv)) this.names.push(id);
        return;
      case 'dates':
        for (const id of split(step.csv)) {
          const o = this.ordinalOf(id);
          // An item added between the pages of a build (the next version's build will have it).
          if (o !== undefined) this.dates.push(o);
        }
        return;
      case 'shape':
        this.dimensions = step.dimensions;
        this.classes = step.classes;
        return;
      case 'dimIds':
        return this.mark(`d\u0000${step.dimension}\u0000${step.value}`, step.csv);
      case 'classIds':
        return this.mark(`c\u0000${step.classId}`, step.csv);
      case 'vectors': {
        this.text ??= new TextIndexBuilder(this.size);
        const ids = split(step.ids);
        const vectors = decoder.decode(step.vectors).split(NUL);
        if (vectors.length !== ids.length) throw new Error('search vectors do not match their ids');
        for (let i = 0; i < ids.length; i++) {
          const o = this.ordinalOf(ids[i]);
          if (o !== undefined && vectors[i]) this.text.addVector(o, vectors[i]);
        }
      }
    }
  }

  /** The structure, once names, dates and sets are in (the builder keeps what vectors need). */
  structure(): IndexData {
    const { ids, lookup } = this.seal();
    const words = createBits(this.size).length;
    const dimensionKeys = this.dimensions.flatMap((d) => d.values.map((v) => `d\u0000${d.code}\u0000${v}`));
    const bits = new Uint32Array(words * (dimensionKeys.length + this.classes.length));
    dimensionKeys.forEach((key, k) => {
      const own = this.sets.get(key);
      if (own) bits.set(own, k * words);
    });
    const children = new Map<string, string[]>();
    for (const c of this.classes) {
      if (c.parentId) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
    }
    const withDescendants = (id: string, target: Bits, seen: Set<string>) => {
      const own = this.sets.get(`c\u0000${id}`);
      if (own) orInto(target, own);
      for (const child of children.get(id) ?? []) {
        if (!seen.has(child)) withDescendants(child, target, seen.add(child));
      }
    };
    this.classes.forEach((c, k) => {
      const at = (dimensionKeys.length + k) * words;
      withDescendants(c.id, bits.subarray(at, at + words), new Set([c.id]));
    });
    this.sets.clear();
    return {
      ids: { text: ids.text, offsets: ids.offsets.slice() },
      lookup: lookup.slice(),
      dateOrder: Int32Array.from(this.dates),
      bits,
      words,
      dimensions: this.dimensions,
      classIds: this.classes.map((c) => c.id),
    };
  }

  /** The text index, once every vector is in. */
  textData(): TextData {
    return (this.text ?? new TextIndexBuilder(this.size)).buildData();
  }
}

/** The buffers to transfer (not copy) to the searching thread. */
export const structureTransfer = (d: IndexData): ArrayBuffer[] =>
  [d.ids.offsets, d.lookup, d.dateOrder, d.bits].map((a) => a.buffer as ArrayBuffer);

export const textTransfer = (d: TextData): ArrayBuffer[] =>
  [d.terms.offsets, d.starts, d.ords, d.ranks].map((a) => a.buffer as ArrayBuffer);
