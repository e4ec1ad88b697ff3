import { CompiledQuery, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { findConversationWithQuestions, listQuestions, listReplies, listThreadsBySeq } from './repository.ts';
import { createComment } from './service.ts';

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The most rows any node of the plan produced (per loop times loops). */
function mostRows(node: PlanNode): number {
  return Math.max(node['Actual Rows'] * node['Actual Loops'], ...(node.Plans ?? []).map(mostRows));
}

/**
 * A page of a long thread reads a page's worth of comments, whatever the planner believes of the
 * thread's size: each page is bounded by its range of positions (dense), and authors are joined to
 * the page after its limit. Before, plans chosen on statistics taken while the tables were empty
 * (as after the migrations) read the whole thread to keep a page: under the load bench a consumer's
 * page hashed every question with its author and sorted them all to keep 20 (7 ms of PostgreSQL at
 * 5,000 questions, growing with the thread), and a page of replies here read 4,900 to keep 10.
 */
describe('conversation page plans', () => {
  let t: TestApp;
  let conversationId: number;
  let threadId: number;
  const QUESTIONS = 5_000;

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders('alice') });
    const alice = await userIdOf(t.db, 'alice');
    await makeItem(t.db, 'long-thread');
    // Statistics taken while there were no comments (as after the migrations and the seed): the
    // planner then believes a conversation holds about one.
    await sql`ANALYZE conversation_comments, conversations, users`.execute(t.db);
    await createComment(t.db, { itemId: 'long-thread', userId: alice, message: 'q1' });
    const cv = await t.db
      .selectFrom('conversations')
      .select('id')
      .where('item_id', '=', 'long-thread')
      .executeTakeFirstOrThrow();
    conversationId = cv.id;
    // The rest in bulk, as createComment numbers them.
    await sql`
      INSERT INTO conversation_comments
        (conversation_id, parent_id, seq, question_seq, author_id, as_provider, styling, message)
      SELECT ${conversationId}::bigint, NULL, n, n, ${alice}::bigint, false, 'question', 'q' || n
      FROM generate_series(2, ${QUESTIONS}::int) n`.execute(t.db);
    await t.db
      .updateTable('conversations')
      .set({ comment_count: QUESTIONS, question_count: QUESTIONS })
      .where('id', '=', conversationId)
      .execute();
    const thread = await t.db
      .selectFrom('conversation_comments')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    threadId = thread.id;
    await t.db
      .insertInto('conversation_comments')
      .values(
        Array.from({ length: QUESTIONS }, (_, i) => ({
          conversation_id: conversationId,
          parent_id: threadId,
          seq: i + 1,
          author_id: alice,
          as_provider: false,
          styling: 'question' as const,
          message: `r${i + 1}`,
        })),
      )
      .execute();
  }, 120_000);
  afterAll(() => t?.close());

  /** Runs `read` and returns, for each statement it sent, its plan's largest row count. */
  async function rowsRead(read: (db: TestApp['db']) => Promise<unknown>) {
    const nodes: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        nodes.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await read(t.db.withPlugin(capture));
    const counts: number[] = [];
    // The statement sent is the last node transformed (a subquery is transformed on its own first).
    for (const node of nodes.slice(-1)) {
      const compiled = t.db.getExecutor().compileQuery(node, { queryId: 'plan' });
      const explained = await t.db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
      );
      const raw = explained.rows[0]['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      counts.push(mostRows(plan[0].Plan));
      console.log(
        JSON.stringify(
          plan[0].Plan,
          (k, v) =>
            [
              'Node Type',
              'Actual Rows',
              'Actual Loops',
              'Plans',
              'Index Name',
              'Relation Name',
              'Sort Key',
            ].includes(k) ||
            /^\d+$/.test(k) ||
            k === ''
              ? v
              : undefined,
          1,
        ),
      );
    }
    return counts;
  }

  it("reads a consumer's page of questions with its conversation from a page of rows", async () => {
    const page = await findConversationWithQuestions(t.db, 'long-thread', 20, 0);
    expect(page?.comments.map((c) => c.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `q${QUESTIONS - i}`),
    );
    expect(page?.comments[0].username).toBe('alice');
    const rows = await rowsRead((db) => findConversationWithQuestions(db, 'long-thread', 20, 0));
    expect(Math.max(...rows)).toBeLessThanOrEqual(20);
  });

  it('reads pages of questions, threads and replies from a page of rows, in order', async () => {
    const questions = await listQuestions(t.db, conversationId, 100, 10);
    expect(questions.map((c) => c.message)).toEqual(Array.from({ length: 10 }, (_, i) => `q${100 - i}`));
    const threads = await listThreadsBySeq(t.db, conversationId, 50, 10);
    expect(threads.map((c) => c.message)).toEqual(Array.from({ length: 10 }, (_, i) => `q${50 - i}`));
    const replies = await listReplies(t.db, threadId, 101, 10);
    expect(replies.map((c) => c.message)).toEqual(Array.from({ length: 10 }, (_, i) => `r${101 + i}`));
    expect(replies[9].display_name ?? replies[9].username).toBeTruthy();
    for (const read of [
      (db: TestApp['db']) => listQuestions(db, conversationId, 100, 10),
      (db: TestApp['db']) => listThreadsBySeq(db, conversationId, 50, 10),
      (db: TestApp['db']) => listReplies(db, threadId, 101, 10),
    ])
      expect(Math.max(...(await rowsRead(read)))).toBeLessThanOrEqual(10);
  });
});
