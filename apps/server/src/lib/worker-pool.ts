import { parentPort, Worker } from 'node:worker_threads';
import { tsWorkerSource } from './ts-worker.ts';

/** What a pool's worker answers for one task (see serveTasks). */
interface Reply<R> {
  /** Sent once when the worker has loaded its module and takes tasks. */
  ready?: true;
  id: number;
  result?: R;
  error?: string;
  /** The error's kind, for the pool's `toError` (the class does not cross the thread). */
  kind?: string;
}

interface Job<T, R> {
  id: number;
  task: T;
  resolve: (value: R) => void;
  reject: (err: unknown) => void;
  timer?: NodeJS.Timeout;
}

export interface WorkerPoolOptions<T, R> {
  /** Named in errors ("the changelog worker"). */
  name: string;
  /** The worker's module (`new URL('./x-worker.ts', import.meta.url)`), which calls serveTasks. */
  entry: URL;
  /** Runs a task on this thread: where no worker can start here. */
  inPlace: (task: T) => R | Promise<R>;
  /** The worker's error as the caller's class, by the kind serveTasks gave it. */
  toError?: (message: string, kind: string | undefined) => Error;
  /** A task without an answer by then is refused and its worker replaced (default 2 minutes). */
  timeoutMs?: number;
  /** The worker stops after this long without work, so an idle server holds nothing (default 30 s). */
  idleMs?: number;
}

/** A task that had no answer within the pool's time limit. */
export class WorkerTimeoutError extends Error {}

const pools = new Set<WorkerPool<never, unknown>>();

/**
 * One worker thread for CPU-heavy tasks (parsing, diffing, validating documents) that must not stall
 * the event loop. Tasks queue and run one at a time, so a task's time limit counts its own run. The
 * worker starts on first use and stops when idle; one that crashes or passes the time limit is
 * replaced for the next task. Where a worker cannot start at all (it fails before finishing a single
 * task: no TypeScript loader), tasks run on this thread. `closeWorkerPools` ends every worker.
 */
export class WorkerPool<T, R> {
  private worker: Worker | undefined;
  /** The worker has loaded its module: the first task's time limit does not count the loading. */
  private ready = false;
  private broken = false;
  private completed = 0;
  private nextId = 0;
  private readonly queue: Job<T, R>[] = [];
  private current: Job<T, R> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Tasks answered by a worker and run in place; workers started (for tests and diagnostics). */
  readonly stats = { inWorker: 0, inPlace: 0, started: 0 };

  constructor(private readonly options: WorkerPoolOptions<T, R>) {
    pools.add(this as unknown as WorkerPool<never, unknown>);
  }

  run(task: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.next();
    });
  }

  /** Runs a task on this thread (a caller already off the main thread needs no worker). */
  runInPlace(task: T): Promise<R> {
    return (async () => this.options.inPlace(task))().finally(() => {
      this.stats.inPlace++;
    });
  }

  /** Ends the worker; tasks waiting or running are refused. The next task starts a new worker. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const jobs = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = undefined;
    for (const job of jobs) {
      clearTimeout(job.timer);
      job.reject(new Error(`The ${this.options.name} was closed.`));
    }
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private next() {
    if (this.current || this.queue.length === 0) return;
    clearTimeout(this.idleTimer);
    const worker = this.start();
    if (!worker) {
      for (const job of this.queue.splice(0)) this.runInPlace(job.task).then(job.resolve, job.reject);
      return;
    }
    if (!this.ready) return;
    const job = this.queue.shift()!;
    this.current = job;
    const ms = this.options.timeoutMs ?? 120_000;
    job.timer = setTimeout(() => this.timedOut(job, ms), ms);
    job.timer.unref();
    worker.postMessage({ id: job.id, task: job.task });
  }

  private start(): Worker | undefined {
    if (this.worker || this.broken) return this.worker;
    let worker: Worker;
    try {
      worker = new Worker(tsWorkerSource(this.options.entry), { eval: true });
    } catch {
      this.broken = true;
      return undefined;
    }
    worker.unref();
    this.ready = false;
    this.stats.started++;
    worker.on('message', (msg: Reply<R>) => this.answered(worker, msg));
    worker.on('error', (err) => this.crashed(worker, err));
    worker.on('exit', (code) =>
      this.crashed(worker, new Error(`The ${this.options.name} stopped (exit ${code}).`)),
    );
    this.worker = worker;
    return worker;
  }

  private answered(worker: Worker, msg: Reply<R>) {
    if (worker !== this.worker) return;
    if (msg.ready) {
      this.ready = true;
      this.next();
      return;
    }
    const job = this.current;
    if (!job || msg.id !== job.id) return;
    this.current = undefined;
    clearTimeout(job.timer);
    this.completed++;
    this.stats.inWorker++;
    if (msg.error !== undefined)
      job.reject(this.options.toError?.(msg.error, msg.kind) ?? new Error(msg.error));
    else job.resolve(msg.result as R);
    this.next();
    this.scheduleIdle();
  }

  /** The worker failed or exited unasked: its task is refused and the rest go to a new worker. */
  private crashed(worker: Worker, err: unknown) {
    if (worker !== this.worker) return; // stopped on purpose (idle, time limit, close) or replaced
    this.worker = undefined;
    void worker.terminate();
    const job = this.current;
    this.current = undefined;
    clearTimeout(job?.timer);
    // A worker that never finished a task cannot start here: run in place from now on.
    if (this.completed === 0) this.broken = true;
    if (job) {
      if (this.broken) this.runInPlace(job.task).then(job.resolve, job.reject);
      else job.reject(err);
    }
    this.next();
  }

  private timedOut(job: Job<T, R>, ms: number) {
    if (this.current !== job) return;
    this.current = undefined;
    const worker = this.worker;
    this.worker = undefined;
    // Terminating is the only way to stop a thread busy in a loop; the next task starts a new one.
    void worker?.terminate();
    job.reject(new WorkerTimeoutError(`The ${this.options.name} did not answer within ${ms} ms.`));
    this.next();
  }

  private scheduleIdle() {
    if (this.current || this.queue.length) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.current || this.queue.length) return;
      const worker = this.worker;
      this.worker = undefined;
      void worker?.terminate();
    }, this.options.idleMs ?? 30_000);
    this.idleTimer.unref();
  }
}

/** Ends every pool's worker (the server's close). */
export async function closeWorkerPools(): Promise<void> {
  await Promise.all([...pools].map((pool) => pool.close()));
}

/**
 * The worker side: answers each task posted by a WorkerPool with `run`'s result, or its error's
 * message and the kind `kindOf` names (so the pool can rebuild the caller's error class).
 */
export function serveTasks<T, R>(
  run: (task: T) => R | Promise<R>,
  kindOf: (err: unknown) => string | undefined = () => undefined,
): void {
  parentPort?.on('message', async ({ id, task }: { id: number; task: T }) => {
    try {
      const result = await run(task);
      parentPort?.postMessage({ id, result } satisfies Reply<R>);
    } catch (err) {
      parentPort?.postMessage({
        id,
        error: (err as Error)?.message ?? String(err),
        kind: kindOf(err),
      } satisfies Reply<R>);
    }
  });
  parentPort?.postMessage({ ready: true, id: -1 } satisfies Reply<R>);
}
