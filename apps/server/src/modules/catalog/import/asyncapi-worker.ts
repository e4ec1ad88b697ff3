import { serveTasks } from '../../../lib/worker-pool.ts';
import { extractAsyncApi } from './asyncapi.ts';
import { InvalidDocument } from './import-rejected.ts';

export interface AsyncApiTask {
  doc: Record<string, unknown>;
  version: string;
  fallbackName: string;
}

/** The error kinds the pool turns back into the importer's classes. */
export const asyncApiErrorKind = (err: unknown) =>
  err instanceof InvalidDocument ? 'invalid' : err instanceof RangeError ? 'range' : undefined;

/** Runs @asyncapi/parser (validation and the model) off the server's event loop. */
serveTasks(
  (task: AsyncApiTask) => extractAsyncApi(task.doc, task.version, task.fallbackName),
  asyncApiErrorKind,
);
