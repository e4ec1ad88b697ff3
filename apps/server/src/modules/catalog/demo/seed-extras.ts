import type { Database } from '../../../db/connection.ts';
import { announcements, attachmentsFor, noticesFor } from './content.ts';
import { headlinesFor, metricValueFor } from './profile.ts';
import { METRICS } from './reference.ts';

export interface SeededItem {
  id: string;
  index: number;
  name: string;
  version: string;
  security: [string, string, boolean][];
}

/**
 * Headlines, ranking values, security policies, attachments and provider updates of demo items.
 * Only missing rows are added, so a second run changes nothing.
 */
export async function seedItemExtras(db: Database, items: SeededItem[], now: number) {
  const headlines = items.flatMap((it) =>
    headlinesFor(it.index).map((h, position) => ({
      item_id: it.id,
      position,
      label: h.label,
      value: h.value,
      description: h.description,
      unit_of_measure: h.unit,
    })),
  );
  if (headlines.length)
    await db
      .insertInto('item_metric_headlines')
      .values(headlines)
      .onConflict((oc) => oc.doNothing())
      .execute();

  const values = items.flatMap((it) =>
    METRICS.flatMap((m) => {
      const value = metricValueFor(it.index, m.id, m.scale);
      return value === undefined ? [] : [{ metric_id: m.id, item_id: it.id, value }];
    }),
  );
  if (values.length)
    await db
      .insertInto('item_metric_values')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .execute();

  const policies = items.flatMap((it) =>
    it.security.map(([name, type, isOauth]) => ({
      item_id: it.id,
      policy_id: name,
      name: `${name} (${type})`,
      type,
      is_oauth: isOauth,
    })),
  );
  if (policies.length)
    await db
      .insertInto('item_security_policies')
      .values(policies)
      .onConflict((oc) => oc.doNothing())
      .execute();

  await addMissingAttachments(
    db,
    items.filter((it) => it.index % 4 === 0),
  );
  await addMissingNotices(
    db,
    items.filter((it) => it.index % 6 === 1),
    now,
  );
}

async function addMissingAttachments(db: Database, items: SeededItem[]) {
  if (items.length === 0) return;
  const have = await db
    .selectFrom('item_attachments')
    .select(['item_id', 'name'])
    .where(
      'item_id',
      'in',
      items.map((i) => i.id),
    )
    .execute();
  const seen = new Set(have.map((h) => `${h.item_id}\u0000${h.name}`));
  const rows = items.flatMap((it) =>
    attachmentsFor(it.index, it.name)
      .filter((a) => !seen.has(`${it.id}\u0000${a.name}`))
      .map((a) => ({
        item_id: it.id,
        name: a.name,
        content_type: a.contentType,
        content: a.content,
        size: a.content.length,
      })),
  );
  if (rows.length) await db.insertInto('item_attachments').values(rows).execute();
}

async function addMissingNotices(db: Database, items: SeededItem[], now: number) {
  if (items.length === 0) return;
  const have = await db
    .selectFrom('item_notices')
    .select(['item_id', 'message'])
    .where(
      'item_id',
      'in',
      items.map((i) => i.id),
    )
    .execute();
  const seen = new Set(have.map((h) => `${h.item_id}\u0000${h.message}`));
  const rows = items.flatMap((it) =>
    noticesFor(it.index, it.version, now)
      .filter((n) => !seen.has(`${it.id}\u0000${n.message}`))
      .map((n) => ({ item_id: it.id, message: n.message, created_at: n.createdAt })),
  );
  if (rows.length) await db.insertInto('item_notices').values(rows).execute();
}

export async function seedAnnouncements(db: Database, now: number) {
  const list = announcements(now);
  const have = await db
    .selectFrom('announcements')
    .select('title')
    .where(
      'title',
      'in',
      list.map((a) => a.title),
    )
    .execute();
  const titles = new Set(have.map((h) => h.title));
  const rows = list
    .filter((a) => !titles.has(a.title))
    .map((a) => ({
      title: a.title,
      details: a.details,
      published: a.published,
      external_links: JSON.stringify(a.links),
    }));
  if (rows.length) await db.insertInto('announcements').values(rows).execute();
}
