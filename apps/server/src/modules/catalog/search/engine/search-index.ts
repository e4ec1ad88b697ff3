import type { CardBase } from '../../summary/repository.ts';
import {
  type Bits,
  countAnd,
  countBits,
  createBits,
  fillBits,
  hasBit,
  orInto,
  pageBits,
  setBit,
} from './bitset.ts';
import type { IndexData } from './index-builder.ts';
import { lookUp, type PackedStrings, packedAt, unpackStrings } from './packed-strings.ts';
import type { TextState } from './text-state.ts';

export interface TextHits {
  bits: Bits;
  ords: Int32Array;
  ranks: Float64Array | null;
}

/**
 * Items changed since a built index was read, laid over it (index-delta.ts): changed and new items
 * take ordinals after the built ones, the built ordinals of changed and deleted items go dead, and
 * both orders and every bit set are the built ones patched.
 */
export interface IndexDelta {
  /** Ids at ordinals base.space, base.space + 1, … */
  extraIds: string[];
  /** Built ordinals no longer live (the item changed or is gone). */
  dead: readonly number[];
  /** Live ordinals in name order, and in date order. */
  nameOrder: Int32Array;
  dateOrder: Int32Array;
  values: Map<string, Map<string, Bits>>;
  classes: Map<string, Bits>;
}

/**
 * The catalogue's filterable structure held in memory for one catalogue version: item ordinals in
 * name order, a bit set per dimension value and per classification (with descendants), and the date
 * order. Filtering, totals, facet counts and paging are then bit operations; only full-text matching
 * goes to the database. With a delta, ordinals past the built ones belong to changed items and the
 * name order is an explicit list.
 */
export class SearchIndex {
  /** Live items. */
  readonly size: number;
  /** Ordinals in use (bit set length): the built items, then a delta's. */
  readonly space: number;
  private readonly packedIds: PackedStrings;
  private readonly lookup: Int32Array;
  private idList: string[] | null = null;
  private readonly dateOrder: Int32Array;
  private readonly values = new Map<string, Map<string, Bits>>();
  private readonly classes = new Map<string, Bits>();
  /** The built index under a delta (a delta is always laid over a built index, never another delta). */
  readonly base: SearchIndex | null = null;
  private readonly builtSize: number;
  private readonly extraIds: string[] = [];
  private readonly extraOrd = new Map<string, number>();
  private readonly dead: Bits | null = null;
  private readonly nameOrder: Int32Array | null = null;
  /** Text matches of recent queries (this index's version only): paging, sorting and filtering reuse them. */
  private readonly textHits = new Map<string, Promise<TextHits>>();
  /** Caller-independent card data of recently shown items (this version only). */
  private readonly cards = new Map<string, CardBase>();
  /** Text matching in memory (index-holder.ts sets it); searches use SQL until it is ready. */
  text: TextState | null = null;

  /** Adopts built data as it is (no per-item work here: a worker may have built it). */
  constructor(data: IndexData, delta?: { base: SearchIndex; delta: IndexDelta }) {
    this.packedIds = data.ids;
    this.builtSize = data.ids.offsets.length - 1;
    this.lookup = data.lookup;
    if (delta) {
      const d = delta.delta;
      this.base = delta.base;
      this.extraIds = d.extraIds;
      for (const [i, id] of d.extraIds.entries()) this.extraOrd.set(id, this.builtSize + i);
      this.space = this.builtSize + d.extraIds.length;
      this.dead = createBits(this.space);
      for (const o of d.dead) setBit(this.dead, o);
      this.size = d.nameOrder.length;
      this.nameOrder = d.nameOrder;
      this.dateOrder = d.dateOrder;
      this.values = d.values;
      this.classes = d.classes;
      return;
    }
    this.space = this.builtSize;
    this.size = this.builtSize;
    this.dateOrder = data.dateOrder;
    const w = data.words;
    let k = 0;
    for (const d of data.dimensions) {
      const values = new Map<string, Bits>();
      for (const v of d.values) values.set(v, data.bits.subarray(k * w, ++k * w));
      this.values.set(d.code, values);
    }
    for (const id of data.classIds) this.classes.set(id, data.bits.subarray(k * w, ++k * w));
  }

  /** The structure a delta patches (index-delta.ts); only of a built index. */
  builtParts() {
    if (this.base) throw new Error('a delta is laid over a built index only');
    return {
      data: { ids: this.packedIds, lookup: this.lookup } as IndexData,
      dateOrder: this.dateOrder,
      values: this.values,
      classes: this.classes,
    };
  }

  /** The id of the item at an ordinal. */
  idAt(o: number): string {
    return o < this.builtSize ? packedAt(this.packedIds, o) : this.extraIds[o - this.builtSize];
  }

  /** Every id in name order (materialised on first use; tests and diagnostics). */
  get ids(): string[] {
    this.idList ??= this.nameOrder
      ? Array.from(this.nameOrder, (o) => this.idAt(o))
      : unpackStrings(this.packedIds);
    return this.idList;
  }

  /** Whether another index holds the same items in the same order. */
  sameItemsAs(other: SearchIndex) {
    const [a, b] = [this.packedIds, other.packedIds];
    return (
      a.text === b.text &&
      a.offsets.length === b.offsets.length &&
      a.offsets.every((v, i) => v === b.offsets[i])
    );
  }

  /** Text hits for `key`, loaded once per index while among the 256 most recently used. */
  textMatches(key: string, load: () => Promise<TextHits>): Promise<TextHits> {
    const hit = this.textHits.get(key);
    if (hit) {
      this.textHits.delete(key);
      this.textHits.set(key, hit);
      return hit;
    }
    const value = load();
    value.catch(() => this.textHits.delete(key));
    this.textHits.set(key, value);
    if (this.textHits.size > 256) this.textHits.delete(this.textHits.keys().next().value as string);
    return value;
  }

  /** Text hits from item ids (and ranks) that SQL matched; ids unknown to this index are dropped. */
  hitsFromIds({ ids, ranks }: { ids: string[]; ranks: number[] | null }): TextHits {
    const ords: number[] = [];
    const kept: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const o = this.ordinalOf(ids[i]);
      if (o === undefined) continue;
      ords.push(o);
      kept.push(ranks?.[i] ?? 0);
    }
    const bits = createBits(this.space);
    for (const o of ords) setBit(bits, o);
    return { bits, ords: Int32Array.from(ords), ranks: ranks ? Float64Array.from(kept) : null };
  }

  forgetTextMatches() {
    this.textHits.clear();
    this.cards.clear();
  }

  cachedCards(ids: readonly string[]): Map<string, CardBase> {
    const out = new Map<string, CardBase>();
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card) out.set(id, card);
    }
    return out;
  }

  rememberCards(cards: ReadonlyMap<string, CardBase>) {
    for (const [id, card] of cards) this.cards.set(id, card);
    for (const id of this.cards.keys()) {
      if (this.cards.size <= 5000) break;
      this.cards.delete(id);
    }
  }

  ordinalOf(id: string): number | undefined {
    const extra = this.extraOrd.get(id);
    if (extra !== undefined) return extra;
    const o = lookUp(this.packedIds, this.lookup, id);
    return o === undefined || (this.dead && hasBit(this.dead, o)) ? undefined : o;
  }

  /** Dimension code → its value codes, in display order. */
  dimensions(): Map<string, Set<string>> {
    return new Map([...this.values].map(([d, v]) => [d, new Set(v.keys())]));
  }

  hasClassification(id: string) {
    return this.classes.has(id);
  }

  all(): Bits {
    const bits = fillBits(this.space);
    if (this.dead) for (let i = 0; i < bits.length; i++) bits[i] &= ~this.dead[i];
    return bits;
  }

  /** Items in any of the classifications (or their descendants). */
  inClassifications(ids: readonly string[]): Bits {
    const bits = createBits(this.space);
    for (const id of ids) orInto(bits, this.classes.get(id) ?? bits);
    return bits;
  }

  /** Items carrying any of the codes of one dimension. */
  withValues(dimension: string, codes: readonly string[]): Bits {
    const bits = createBits(this.space);
    const values = this.values.get(dimension);
    for (const c of codes) orInto(bits, values?.get(c) ?? bits);
    return bits;
  }

  count(bits: Bits) {
    return countBits(bits);
  }

  /** Per value code of the dimension: how many items of `set` carry it. */
  facet(dimension: string, set: Bits): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [code, bits] of this.values.get(dimension) ?? []) out[code] = countAnd(set, bits);
    return out;
  }

  pageByName(set: Bits, offset: number, limit: number, descending: boolean): string[] {
    if (this.nameOrder) return this.pageByOrder(this.nameOrder, set, offset, limit, descending);
    return pageBits(set, offset, limit, descending).map((o) => this.idAt(o));
  }

  pageByDate(set: Bits, offset: number, limit: number, descending: boolean): string[] {
    return this.pageByOrder(this.dateOrder, set, offset, limit, descending);
  }

  private pageByOrder(order: Int32Array, set: Bits, offset: number, limit: number, descending: boolean) {
    const out: string[] = [];
    let skip = offset;
    const n = order.length;
    for (let k = 0; k < n && out.length < limit; k++) {
      const o = order[descending ? n - 1 - k : k];
      if (o < 0 || !hasBit(set, o)) continue;
      if (skip > 0) skip--;
      else out.push(this.idAt(o));
    }
    return out;
  }
}
