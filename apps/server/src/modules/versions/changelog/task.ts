import { type DiffResult, diffDocuments } from './diff.ts';
import { listOperations, parseDocument } from './parse.ts';

export interface StoredDoc {
  content: Uint8Array;
  format: string;
}

export type ChangelogTask =
  | { kind: 'diff'; before: StoredDoc; after: StoredDoc }
  | { kind: 'operations'; doc: StoredDoc };

export type TaskResult = DiffResult | ReturnType<typeof listOperations>;

export function runTask(task: ChangelogTask): TaskResult {
  if (task.kind === 'operations') return listOperations(parseDocument(task.doc.content, task.doc.format));
  const before = parseDocument(task.before.content, task.before.format);
  const after = parseDocument(task.after.content, task.after.format);
  return diffDocuments(before, after);
}
