import { readImportMaxBytes } from '../../../config.ts';

/** Resource limits that keep a hostile or broken document from crashing or hanging an import. */
export interface ImportLimits {
  /** Documents (and referenced files) of this many bytes or more are rejected. */
  maxBytes: number;
  /** Deepest allowed nesting of objects/arrays. Real documents stay under 40. */
  maxDepth: number;
  /** YAML aliases per document (defeats "billion laughs"). */
  maxAliases: number;
  /** $ref lookups one document may cause (external files, path items, bundling). */
  maxRefResolutions: number;
  /** Distinct external files one document may pull in. */
  maxExternalFiles: number;
}

export const MIB = 1024 * 1024;

export function importLimits(env: NodeJS.ProcessEnv = process.env): ImportLimits {
  return {
    maxBytes: readImportMaxBytes(env),
    maxDepth: 200,
    maxAliases: 100,
    maxRefResolutions: 100_000,
    maxExternalFiles: 500,
  };
}

export function formatBytes(n: number): string {
  return n >= MIB ? `${(n / MIB).toFixed(1)} MiB` : `${n} bytes`;
}

export const tooLarge = (size: number, limits: ImportLimits) =>
  `document is ${formatBytes(size)}; the limit is ${formatBytes(limits.maxBytes)} (IMPORT_MAX_BYTES)`;
