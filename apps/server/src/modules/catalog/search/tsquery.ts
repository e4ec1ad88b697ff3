import { type RawBuilder, sql } from 'kysely';

const MAX_TERMS = 10;
const MAX_TERM_LENGTH = 64;

/** The words of a user's search text: letters and digits only, so no tsquery operator survives. */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((w) => w.slice(0, MAX_TERM_LENGTH));
}

/**
 * A tsquery matching every term. Each term matches either its exact form ('simple': names, operation
 * names and paths) or its English stem (descriptions); the last term also matches as a prefix, so
 * results follow the user's typing. Terms travel as bind parameters, never as SQL text.
 */
export function buildTsQuery(terms: readonly string[]): RawBuilder<unknown> | null {
  if (terms.length === 0) return null;
  const parts = terms.map((term, index) => {
    const isLast = index === terms.length - 1;
    const simple = isLast ? `'${term}':*` : `'${term}'`;
    return sql`(to_tsquery('simple', ${simple}) || plainto_tsquery('english', ${term}))`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}
