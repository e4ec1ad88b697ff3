import type { KyselyPlugin, QueryId } from 'kysely';
import type { Database } from '../db/connection.ts';

/**
 * `db` recording the kind of each statement it sends (tests that count round trips). A statement
 * counts when its answer comes back: a subquery built on its own is transformed too, but only the
 * statement that holds it is sent. A statement that fails is not counted.
 */
export function countingStatements(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const kinds = new Map<QueryId, string>();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      kinds.set(args.queryId, args.node.kind);
      return args.node;
    },
    transformResult: async (args) => {
      statements.push(kinds.get(args.queryId) ?? 'unknown');
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), statements };
}
