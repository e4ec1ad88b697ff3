import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagePacer } from './page-pacer.ts';

afterEach(() => vi.restoreAllMocks());

/** Reads a page that "takes" `ms` (performance.now is faked) and returns the limit it was asked for. */
async function pageTaking(pacer: PagePacer, ms: number, rows = Number.POSITIVE_INFINITY) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  let asked = 0;
  const { page, full } = await pacer.read(
    async (limit) => {
      asked = limit;
      now += ms;
      return Math.min(limit, rows);
    },
    (n) => n,
  );
  return { asked, page, full };
}

describe('PagePacer', () => {
  it('starts between its bounds, halves after slow pages and doubles after quick ones, within bounds', async () => {
    const pacer = new PagePacer(100, 1600);
    expect((await pageTaking(pacer, 30)).asked).toBe(400);
    expect((await pageTaking(pacer, 30)).asked).toBe(200);
    expect((await pageTaking(pacer, 30)).asked).toBe(100);
    expect((await pageTaking(pacer, 1)).asked).toBe(100);
    expect((await pageTaking(pacer, 1)).asked).toBe(200);
    expect((await pageTaking(pacer, 6)).asked).toBe(400);
    // 6 ms is within the target band: the size stays.
    expect((await pageTaking(pacer, 1)).asked).toBe(400);
    for (let i = 0; i < 5; i++) await pageTaking(pacer, 1);
    expect((await pageTaking(pacer, 1)).asked).toBe(1600);
  });

  it('says a page is full when it returned as many rows as asked for', async () => {
    const pacer = new PagePacer(10, 10);
    expect(await pageTaking(pacer, 1, 50)).toEqual({ asked: 10, page: 10, full: true });
    expect(await pageTaking(pacer, 1, 9)).toEqual({ asked: 10, page: 9, full: false });
  });
});
