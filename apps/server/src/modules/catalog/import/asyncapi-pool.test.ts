import { describe, expect, it } from 'vitest';
import { largeAsyncApi } from '../../../test/large-asyncapi.ts';
import { asyncApiParseStats, parseAsyncApi } from './asyncapi-pool.ts';
import { InvalidDocument } from './import-rejected.ts';

/** Runs `work` while a 2 ms interval counts its ticks and the longest gap between two of them. */
async function watchLoop<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longestGap = 0;
  let ticks = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks++;
  }, 2);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, longestGap, ticks };
  } finally {
    clearInterval(probe);
  }
}

// The parser's validation of 3,000 channels takes seconds of CPU, stretched on a loaded machine.
describe('parseAsyncApi', { timeout: 300_000 }, () => {
  it('parses on a worker thread while this thread keeps running its timers', async () => {
    const doc = largeAsyncApi(3000);
    const before = asyncApiParseStats();
    const run = await watchLoop(() => parseAsyncApi(doc, '3.0.0', 'large'));
    expect(run.value.operations).toHaveLength(3000);
    expect(run.value.name).toBe('Large Event Catalogue 3000');
    // Parsed here, the parse blocks the loop in a few multi-second stretches (3 ticks in 10 s, one
    // run); on the worker only the copy of the document to it blocks (17 ms; ~3,000 ticks in 7 s).
    // Relative bounds, so a slow machine stretches both sides alike.
    expect(run.longestGap).toBeLessThan(run.ms / 20);
    expect(run.ticks).toBeGreaterThan(run.ms / 50);
    expect(asyncApiParseStats()).toEqual({ inWorker: before.inWorker + 1, inPlace: before.inPlace });
    // The caller's object is not annotated by the parser (it got a copy).
    expect(JSON.stringify(doc)).not.toContain('x-parser-');
  });

  it('passes the parser refusal back as an InvalidDocument with its reason', async () => {
    const doc = largeAsyncApi(2) as { operations: Record<string, { action: string }> };
    doc.operations.ontopic0!.action = 'emit';
    const err = await parseAsyncApi(doc, '3.0.0', 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidDocument);
    expect((err as Error).message).toMatch(
      /^not a valid AsyncAPI 3\.0\.0 document: "action" property must be equal to one of the allowed values/,
    );
  });
});
