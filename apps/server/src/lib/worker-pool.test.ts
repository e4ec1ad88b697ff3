import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolTestTask } from '../test/pool-worker.ts';
import { closeWorkerPools, WorkerPool, WorkerTimeoutError } from './worker-pool.ts';

type Answer = { value: string; threadId: number };

const made: WorkerPool<PoolTestTask, Answer>[] = [];
const pool = (options: { timeoutMs?: number; idleMs?: number } = {}) => {
  const p = new WorkerPool<PoolTestTask, Answer>({
    name: 'test worker',
    entry: new URL('../test/pool-worker.ts', import.meta.url),
    inPlace: (task) => ({ value: task.kind === 'echo' ? task.value : '', threadId }),
    toError: (message, kind) => (kind === 'range' ? new RangeError(message) : new Error(message)),
    ...options,
  });
  made.push(p);
  return p;
};

afterEach(async () => {
  await Promise.all(made.splice(0).map((p) => p.close()));
});

// Each worker loads TypeScript through tsx: a second or more on a loaded machine.
describe('WorkerPool', { timeout: 60_000 }, () => {
  it('starts its worker on first use and answers off this thread, in order', async () => {
    const p = pool();
    expect(p.stats.started).toBe(0);
    const answers = await Promise.all(['a', 'b', 'c'].map((value) => p.run({ kind: 'echo', value })));
    expect(answers.map((a) => a.value)).toEqual(['a', 'b', 'c']);
    expect(new Set(answers.map((a) => a.threadId)).size).toBe(1);
    expect(answers[0]!.threadId).not.toBe(threadId);
    expect(p.stats).toEqual({ inWorker: 3, inPlace: 0, started: 1 });
  });

  it("passes a task's error back as the caller's class; the worker carries on", async () => {
    const p = pool();
    const err = await p.run({ kind: 'fail' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RangeError);
    expect((err as Error).message).toBe('refused on purpose');
    await expect(p.run({ kind: 'echo', value: 'next' })).resolves.toMatchObject({ value: 'next' });
    expect(p.stats.started).toBe(1);
  });

  it('refuses the task that crashed its worker and restarts one for the tasks after it', async () => {
    const p = pool();
    const first = await p.run({ kind: 'echo', value: 'before' });
    const crashed = p.run({ kind: 'crash' });
    const queued = p.run({ kind: 'echo', value: 'after' });
    await expect(crashed).rejects.toThrow(/The test worker stopped \(exit 3\)/);
    const after = await queued;
    expect(after.value).toBe('after');
    expect(after.threadId).not.toBe(first.threadId);
    expect(after.threadId).not.toBe(threadId);
    expect(p.stats.started).toBe(2);
  });

  it('refuses a task past its time limit, ends the busy worker and starts a new one', async () => {
    const p = pool({ timeoutMs: 300 });
    const first = await p.run({ kind: 'echo', value: 'warm' });
    const started = Date.now();
    const spun = p.run({ kind: 'spin' });
    const queued = p.run({ kind: 'echo', value: 'after' });
    const err = await spun.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkerTimeoutError);
    expect((err as Error).message).toBe('The test worker did not answer within 300 ms.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const after = await queued;
    expect(after.threadId).not.toBe(first.threadId);
    expect(p.stats.started).toBe(2);
  });

  it('closing ends the worker and refuses what was waiting; a later task starts afresh', async () => {
    const p = pool();
    const first = await p.run({ kind: 'echo', value: 'warm' });
    // Caught now: they are refused during the close, before the expectations below look at them.
    const spun = p.run({ kind: 'spin' }).catch((e: Error) => e.message);
    const waiting = p.run({ kind: 'echo', value: 'never' }).catch((e: Error) => e.message);
    const exited = new Promise<number>((resolve) => {
      // The worker's exit, seen from the pool's own thread handle.
      (p as unknown as { worker: import('node:worker_threads').Worker }).worker.once('exit', resolve);
    });
    await closeWorkerPools();
    expect(await spun).toBe('The test worker was closed.');
    expect(await waiting).toBe('The test worker was closed.');
    expect(typeof (await exited)).toBe('number');
    const again = await p.run({ kind: 'echo', value: 'again' });
    expect(again.threadId).not.toBe(first.threadId);
    expect(p.stats.started).toBe(2);
  });

  it('runs tasks in place where its worker cannot start', async () => {
    const p = new WorkerPool<PoolTestTask, Answer>({
      name: 'missing worker',
      entry: new URL('../test/no-such-worker.ts', import.meta.url),
      inPlace: (task) => ({ value: task.kind === 'echo' ? task.value : '', threadId }),
    });
    made.push(p);
    const answer = await p.run({ kind: 'echo', value: 'here' });
    expect(answer).toEqual({ value: 'here', threadId });
    expect(p.stats.inPlace).toBe(1);
    // From then on, without trying another worker.
    await p.run({ kind: 'echo', value: 'again' });
    expect(p.stats).toMatchObject({ inPlace: 2, started: 1 });
  });
});
