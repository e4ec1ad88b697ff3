/**
 * Resource limits that keep a hostile or broken document from crashing or hanging an import.
 * IMPORT_MAX_BYTES is read here rather than in config.ts because the importer also runs from the CLI
 * and the benchmark without a server config.
 */
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
  const raw = env.IMPORT_MAX_BYTES;
  const maxBytes = raw ? Number(raw) : 50 * MIB;
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) {
    throw new Error(`IMPORT_MAX_BYTES must be a positive whole number, got "${raw}"`);
  }
  return { maxBytes, maxDepth: 200, maxAliases: 100, maxRefResolutions: 100_000, maxExternalFiles: 500 };
}

export function formatBytes(n: number): string {
  return n >= MIB ? `${(n / MIB).toFixed(1)} MiB` : `${n} bytes`;
}

export const tooLarge = (size: number, limits: ImportLimits) =>
  `document is ${formatBytes(size)}; the limit is ${formatBytes(limits.maxBytes)} (IMPORT_MAX_BYTES)`;
