import { monitorEventLoopDelay } from 'node:perf_hooks';
import { extractAsyncApi } from '../apps/server/src/modules/catalog/import/asyncapi.ts';
import { parseAsyncApi } from '../apps/server/src/modules/catalog/import/asyncapi-pool.ts';
import { largeAsyncApi } from '../apps/server/src/test/large-asyncapi.ts';

/**
 * Issue 29: @asyncapi/parser validating a large AsyncAPI document (3,000 channels, operations and
 * messages) in place on the event loop (before) and through asyncapi-pool.ts's worker thread
 * (after, the server's path for uploads). Prints each run's parse time and the event loop's
 * longest block, watched by perf_hooks' monitorEventLoopDelay and a 5 ms setInterval probe.
 */
const CHANNELS = Number(process.env.BENCH_ASYNCAPI_CHANNELS ?? 3000);

async function watch(work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let last = performance.now();
  let longestGap = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  histogram.enable();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  // One more tick, so a block at the very end is seen by the probe.
  await new Promise((r) => setTimeout(r, 20));
  clearInterval(probe);
  histogram.disable();
  return { ms, block: Math.max(histogram.max / 1e6, longestGap - 5) };
}

export async function benchAsyncApi(runs = 2) {
  const bytes = JSON.stringify(largeAsyncApi(CHANNELS)).length;
  console.log(`document: AsyncAPI 3.0.0, ${CHANNELS} channels, ${(bytes / 1024 / 1024).toFixed(1)} MB JSON`);
  const row = (label: string, r: { ms: number; block: number }) =>
    console.log(
      `${label.padEnd(26)} parse ${Math.round(r.ms).toString().padStart(6)} ms   longest event-loop block ${Math.round(r.block).toString().padStart(6)} ms`,
    );
  // The first parse of each path also loads the parser (and, for the worker, starts the thread).
  for (let i = 0; i < runs; i++)
    row(
      `before (in place) run ${i + 1}`,
      await watch(() => extractAsyncApi(largeAsyncApi(CHANNELS), '3.0.0', 'large')),
    );
  for (let i = 0; i < runs; i++)
    row(
      `after (worker) run ${i + 1}`,
      await watch(() => parseAsyncApi(largeAsyncApi(CHANNELS), '3.0.0', 'large')),
    );
}
