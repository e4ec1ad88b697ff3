/** A small LRU by weight (bytes): compiled documents and served texts are bounded in memory. */
export class WeightedLru<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private total = 0;

  constructor(private readonly maxWeight: number) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, weight: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.weight;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, weight });
    this.total += weight;
    // Keep at least the newest entry, even when it alone is over the budget.
    for (const [k, e] of this.entries) {
      if (this.total <= this.maxWeight || this.entries.size <= 1) break;
      this.entries.delete(k);
      this.total -= e.weight;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
