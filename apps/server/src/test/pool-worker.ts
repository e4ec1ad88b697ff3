import { threadId } from 'node:worker_threads';
import { serveTasks } from '../lib/worker-pool.ts';

/** A worker for worker-pool.test.ts: echoes, fails, crashes its thread or spins forever on request. */
export type PoolTestTask =
  | { kind: 'echo'; value: string }
  | { kind: 'fail' }
  | { kind: 'crash' }
  | { kind: 'spin' };

serveTasks(
  (task: PoolTestTask) => {
    if (task.kind === 'fail') throw new RangeError('refused on purpose');
    if (task.kind === 'crash') process.exit(3);
    if (task.kind === 'spin') for (;;);
    return { value: task.kind === 'echo' ? task.value : '', threadId };
  },
  (err) => (err instanceof RangeError ? 'range' : undefined),
);
