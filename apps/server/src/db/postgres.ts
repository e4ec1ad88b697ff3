import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DbHandle } from './handle.ts';
import { listenPostgres } from './pg-listener.ts';
import type { DB } from './types.ts';

// int8 (counts, sums) as JS numbers on both drivers: every id and count we keep fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Distinct statement texts that get a name (prepared once per connection); later ones run unnamed. */
export const MAX_NAMED_STATEMENTS = 2000;

/**
 * Statements with parameters run as named prepared statements: PostgreSQL parses and analyses
 * each text once per connection instead of on every execution (the load bench's statements are a
 * few dozen texts run thousands of times). Only texts with parameters: they already use the
 * extended protocol, so a named one behaves the same (a text without parameters goes through the
 * simple protocol, where it may hold several statements, as migrations do). The name is the
 * text's hash; past MAX_NAMED_STATEMENTS distinct texts (IN lists of every length, say) the rest
 * run unnamed, so a connection's prepared statements stay bounded.
 */
export function nameStatements(pool: pg.Pool, max = MAX_NAMED_STATEMENTS) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `sf_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads
    (client as any).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameOf(text);
        if (name) return query({ name, text, values }, ...rest);
      }
      return query(text, values, ...rest);
    };
  });
  return names;
}

export function connectPostgres(url: string, options: { searchPath?: string; max?: number } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  nameStatements(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    listen: (channel, onPayload, onReconnect) =>
      listenPostgres(
        { connectionString: url, searchPath: options.searchPath },
        channel,
        onPayload,
        onReconnect,
      ),
    async close() {
      await db.destroy();
    },
  };
}
