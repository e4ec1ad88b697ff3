/**
 * How usage of a catalogue item is recorded for the providers' Usage charts. Call it with the
 * transaction of the action it records (when there is one), so an event exists exactly when the
 * action committed. A daily rollup follows by trigger (migration 0035). One writer inserts its event
 * itself: a question post (`postThread` in conversations/repository.ts), whose one statement takes
 * the thread position, the usage event and the comment together.
 */
import type { Database } from '../../db/connection.ts';
import type { UsageKind } from '../../db/schema/usage.ts';

export type { UsageKind } from '../../db/schema/usage.ts';

export async function recordUsage(
  db: Database,
  itemId: string,
  kind: UsageKind,
  userId: number | null,
  count = 1,
): Promise<void> {
  if (count < 1) return;
  const row = { item_id: itemId, kind, user_id: userId };
  await db
    .insertInto('usage_events')
    .values(Array.from({ length: count }, () => row))
    .execute();
}
