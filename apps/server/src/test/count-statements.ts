import type { KyselyPlugin } from 'kysely';
import type { Database } from '../db/connection.ts';

/** `db` recording the kind of each statement it sends (tests that count round trips). */
export function countingStatements(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements };
}
