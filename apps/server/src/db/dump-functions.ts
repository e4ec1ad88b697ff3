import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './handle.ts';

/** The generated file: the current body of every function and trigger, after all migrations. */
export const FUNCTIONS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'schema',
  'functions.sql',
);

/** How to regenerate FUNCTIONS_FILE; named in its header and in the drift test's failure. */
export const REGENERATE_COMMAND = 'npm run storefront -- schema-dump';

const HEADER = `-- GENERATED FILE, do not edit: ${REGENERATE_COMMAND}
--
-- The current definition of every function and trigger of the schema once all of db/migrations/
-- has run (pg_get_functiondef, pg_get_triggerdef), sorted by name. Migrations are forward-only, so
-- a function redefined later (CREATE OR REPLACE) has its live body here, not in the migration that
-- created it. To change one: add a migration, then run the command above. Schema qualifiers are
-- left out; functions of extensions (pg_trgm) are not listed.
-- functions-drift.test.ts fails when this file differs from a freshly migrated database.
`;

/** Plain code-unit order: the same on every engine and collation. */
const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  };

/**
 * The text of FUNCTIONS_FILE for the database `db` (migrated): functions of the current schema
 * (the first on the search path: public, or a test's own schema on PostgreSQL) by name and
 * arguments, then triggers by table and name. `schema.` before a name is stripped, so the text is
 * the same whichever schema the database was migrated into.
 */
export async function dumpFunctions(db: Database): Promise<string> {
  const { rows: schemaRows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = schemaRows[0].schema;
  const { rows: functions } = await sql<{ name: string; args: string; def: string }>`
    SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS args,
      pg_get_functiondef(p.oid) AS def
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.prokind IN ('f', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
        AND d.objid = p.oid AND d.deptype = 'e')`.execute(db);
  const { rows: triggers } = await sql<{ name: string; table: string; def: string }>`
    SELECT t.tgname AS name, c.relname AS table, pg_get_triggerdef(t.oid) AS def
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND NOT t.tgisinternal`.execute(db);
  const escaped = schema.replace(/[^\w]/g, (ch) => `\\${ch}`);
  const qualifier = new RegExp(`(?<![\\w$."])(?:${escaped}|"${escaped}")\\.(?=[\\w"])`, 'g');
  const unqualify = (text: string) => text.replace(qualifier, '');
  const out = [HEADER];
  out.push(`-- Functions (${functions.length})\n`);
  for (const f of functions.sort(byKey((f) => `${f.name}(${f.args})`)))
    out.push(`${unqualify(f.def).trimEnd()};\n`);
  out.push(`-- Triggers (${triggers.length})\n`);
  // One paragraph per table.
  let table: string | undefined;
  let paragraph = '';
  for (const t of triggers.sort(byKey((t) => `${t.table}\u0000${t.name}`))) {
    if (t.table !== table && paragraph) {
      out.push(paragraph);
      paragraph = '';
    }
    table = t.table;
    paragraph += `${unqualify(t.def)};\n`;
  }
  if (paragraph) out.push(paragraph);
  return out.join('\n');
}

/** Writes FUNCTIONS_FILE from `db` (migrated); true when its text changed. */
export async function writeFunctionsFile(db: Database): Promise<boolean> {
  const text = await dumpFunctions(db);
  const before = fs.existsSync(FUNCTIONS_FILE) ? fs.readFileSync(FUNCTIONS_FILE, 'utf8') : null;
  if (before === text) return false;
  fs.writeFileSync(FUNCTIONS_FILE, text);
  return true;
}
