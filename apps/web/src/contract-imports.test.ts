import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web takes only TYPES from the contract package: its TypeBox schemas (and @sinclair/typebox, ~100
 * KB) are server code. A value import would pull them into the bundle, so every import or re-export
 * from either must be `import type` / `export type`, and nothing may load them dynamically.
 */
const GUARDED = /^(?:@storefront\/contract(?:\/.*)?|@sinclair\/typebox(?:\/.*)?)$/;

/**
 * Contract modules that are plain logic shared by server and web (no schemas): the web may import
 * their values, as long as they themselves import types only (checked below).
 */
const SHARED_LOGIC = new Set(['@storefront/contract/access-form-logic', '@storefront/contract/merge-patch']);

export function runtimeContractImports(source: string): string[] {
  const found: string[] = [];
  const statements = /\b(import|export)\b(\s+type\b)?([^'";]*?)\bfrom\s*['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statements))
    if (GUARDED.test(m[4]!) && !SHARED_LOGIC.has(m[4]!) && !m[2]) found.push(m[0].replace(/\s+/g, ' '));
  for (const m of source.matchAll(/\bimport\s*(?:\(\s*)?['"]([^'"]+)['"]/g))
    if (GUARDED.test(m[1]!)) found.push(m[0]);
  for (const m of source.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]/g))
    if (GUARDED.test(m[1]!)) found.push(m[0]);
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // This file quotes the forbidden forms as samples.
    return /\.(ts|tsx)$/.test(entry.name) && full !== import.meta.filename ? [full] : [];
  });
}

describe('contract imports', () => {
  it('recognises value imports, side-effect and dynamic imports, and lets type-only ones pass', () => {
    expect(runtimeContractImports("import type { Ticket } from '@storefront/contract/ticketing';")).toEqual(
      [],
    );
    expect(runtimeContractImports("export type { Ticket } from '@storefront/contract/ticketing';")).toEqual(
      [],
    );
    expect(runtimeContractImports("import { Ticket } from '@storefront/contract/other';")).toHaveLength(1);
    expect(
      runtimeContractImports(
        "import {\n  TICKET_FIELDS,\n  type Ticket,\n} from '@storefront/contract/ticketing';",
      ),
    ).toHaveLength(1);
    expect(
      runtimeContractImports("import { type Ticket } from '@storefront/contract/ticketing';"),
    ).toHaveLength(1);
    expect(runtimeContractImports("import { Type } from '@sinclair/typebox';")).toHaveLength(1);
    expect(
      runtimeContractImports("export { TICKET_FIELDS } from '@storefront/contract/ticketing';"),
    ).toHaveLength(1);
    expect(runtimeContractImports("import '@sinclair/typebox/value';")).toHaveLength(1);
    expect(runtimeContractImports("const m = await import('@storefront/contract/config');")).toHaveLength(1);
    expect(runtimeContractImports("import { Button } from '@mantine/core';")).toEqual([]);
  });

  it('finds none in apps/web/src', () => {
    const root = path.resolve(import.meta.dirname);
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      runtimeContractImports(fs.readFileSync(file, 'utf8')).map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('shared logic modules of the contract import types only, so they never pull schemas in', () => {
    const contract = path.resolve(import.meta.dirname, '../../../packages/contract/src');
    for (const spec of SHARED_LOGIC) {
      const file = path.join(contract, `${spec.slice('@storefront/contract/'.length)}.ts`);
      const source = fs.readFileSync(file, 'utf8');
      const imports = [...source.matchAll(/^\s*import\b(\s+type\b)?[^;]*?from\s*['"]([^'"]+)['"]/gm)];
      // Every import statement must be one the pattern read (a side-effect import is not type-only).
      expect(imports.length, spec).toBe(source.match(/^\s*import\b/gm)?.length ?? 0);
      for (const m of imports) expect(m[1], `${spec}: ${m[0]}`).toBeTruthy();
    }
  });
});
