import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { analyseAnyDocument } from './analyse-document.ts';
import { InvalidDocument } from './import-rejected.ts';
import type { ImportLimits } from './limits.ts';

export interface AnalyseTask {
  id: number;
  file: string;
  rootDir: string;
  limits: ImportLimits;
}

/** Parses and analyses documents off the main thread, which is busy writing to the database. */
parentPort?.on('message', async (task: AnalyseTask) => {
  try {
    const content = fs.readFileSync(task.file);
    const doc = await analyseAnyDocument({
      content,
      file: task.file,
      rootDir: task.rootDir,
      limits: task.limits,
    });
    parentPort?.postMessage({ id: task.id, doc });
  } catch (err) {
    const invalid = err instanceof InvalidDocument;
    parentPort?.postMessage({
      id: task.id,
      error: (err as Error)?.message ?? String(err),
      invalid,
      range: err instanceof RangeError,
    });
  }
});
