import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import type { TextWord } from './engine/index.ts';

/** A page of search vectors in their text form, in id order after `afterId`. */
export async function loadSearchVectors(db: Database, afterId: string, limit: number) {
  const { rows } = await sql<{ id: string; v: string | null }>`
    SELECT id, search_vector::text AS v FROM catalog_items WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`.execute(
    db,
  );
  return rows;
}

// A tsquery's text form for one lexeme: 'word' or 'word':* ('' and \ escaped by doubling/backslash).
const SINGLE = /^'((?:[^'\\]|''|\\.)*)'(:\*)?$/;
const unquote = (s: string) => s.replace(/''|\\(.)/g, (_m, c) => c ?? "'");

/**
 * The user's words normalised by PostgreSQL itself, exactly as buildTsQuery would (same parser,
 * dictionaries and stop words; no table access). Null when a word does not reduce to one lexeme per
 * configuration (the parser split it, say): the caller then matches that text in SQL instead.
 */
export async function normaliseWords(db: Database, terms: readonly string[]): Promise<TextWord[] | null> {
  const rows = terms.map((term, i) => {
    const simple = i === terms.length - 1 ? `'${term}':*` : `'${term}'`;
    return sql`SELECT ${i}::int AS i, to_tsquery('simple', ${simple})::text AS s, plainto_tsquery('english', ${term})::text AS e`;
  });
  const { rows: out } = await sql<{
    i: number;
    s: string;
    e: string;
  }>`${sql.join(rows, sql` UNION ALL `)}`.execute(db);
  const words: TextWord[] = [];
  for (const r of out.sort((a, b) => a.i - b.i)) {
    const s = r.s === '' ? null : SINGLE.exec(r.s);
    const e = r.e === '' ? null : SINGLE.exec(r.e);
    // Unparsable or empty on both sides (SQL would drop such a word from the AND): leave it to SQL.
    if ((r.s !== '' && !s) || (r.e !== '' && (!e || e[2])) || (!s && !e)) return null;
    words.push({ simple: s ? unquote(s[1]) : null, prefix: !!s?.[2], english: e ? unquote(e[1]) : null });
  }
  return words.length === terms.length ? words : null;
}
