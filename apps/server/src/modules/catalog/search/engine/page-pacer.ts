// Each page of a build's reads should hold the main thread (and PGlite's one connection) about this
// long: requests then wait at most about one page, on a quiet machine or a busy one.
const TARGET_MS = 8;

/** Page sizes that follow how long pages take: halved after a slow page, doubled after a quick one. */
export class PagePacer {
  private size: number;

  constructor(
    private readonly min: number,
    private readonly max: number,
  ) {
    this.size = Math.max(min, Math.min(max, Math.round(Math.sqrt(min * max))));
  }

  /** Reads one page of the current size; `full` says whether more may follow. */
  async read<T>(load: (limit: number) => Promise<T>, count: (page: T) => number) {
    const limit = this.size;
    const t0 = performance.now();
    const page = await load(limit);
    const ms = performance.now() - t0;
    if (ms > TARGET_MS) this.size = Math.max(this.min, this.size >> 1);
    else if (ms < TARGET_MS / 2) this.size = Math.min(this.max, this.size * 2);
    return { page, full: count(page) >= limit };
  }
}
