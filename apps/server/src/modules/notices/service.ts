import type { CreatedNotice, LatestNews, NoticesPage } from '@storefront/contract/notices';
import type { Database } from '../../db/connection.ts';
import { badRequest, notFound } from '../../errors.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { itemExists } from '../catalog/index.ts';
import { enqueueEmail, listEmailWatchers } from '../email/index.ts';
import { publishLive } from '../live/index.ts';
import * as repo from './repository.ts';

export const LATEST_NEWS_LIMIT = 20;

async function requireItem(db: Database, itemId: string) {
  if (!(await itemExists(db, itemId))) throw notFound(ITEM_NOT_FOUND);
}

/** Orders count from 1 (oldest), so the newest notice has order === last whatever the page. */
export async function getNoticesPage(
  db: Database,
  itemId: string,
  pageSize: number,
  offset: number,
): Promise<NoticesPage> {
  await requireItem(db, itemId);
  const [last, rows] = await Promise.all([
    repo.countNotices(db, itemId),
    repo.listNotices(db, itemId, pageSize, offset),
  ]);
  return {
    conversation: {
      last,
      comments: rows.map((r, i) => ({
        key: String(r.id),
        order: last - offset - i,
        message: r.message,
        timestamp: r.created_at.getTime(),
      })),
    },
  };
}

export async function getLatestNews(db: Database): Promise<LatestNews> {
  const rows = await repo.listLatestNotices(db, LATEST_NEWS_LIMIT);
  return {
    notices: rows.map((r) => ({
      itemKey: { id: r.item_id, name: r.item_name },
      comment: { timestamp: r.created_at.getTime(), message: r.message },
    })),
  };
}

export async function createNotice(db: Database, itemId: string, message: string): Promise<CreatedNotice> {
  if (message.trim() === '') throw badRequest('Invalid body.message: must not be blank');
  await requireItem(db, itemId);
  const notice = await db.transaction().execute(async (trx) => {
    const created = await repo.insertNoticeAndNotify(trx, itemId, message);
    await announceNotice(trx, itemId, created.id, message, created.notifiedUserIds);
    return created;
  });
  const last = await repo.countNotices(db, itemId);
  return {
    id: String(notice.id),
    key: String(notice.id),
    order: last,
    message: notice.message,
    timestamp: notice.created_at.getTime(),
    notified: notice.notifiedUserIds.length,
  };
}

/**
 * Posts a provider update written by another module (a new API version, a deprecation) in the
 * caller's transaction: watchers get the bell and the email exactly as for a provider's own notice.
 */
export async function postItemNotice(trx: Database, itemId: string, message: string) {
  const created = await repo.insertNoticeAndNotify(trx, itemId, message);
  await announceNotice(trx, itemId, created.id, message, created.notifiedUserIds);
  return { id: created.id, notified: created.notifiedUserIds.length };
}

/**
 * In the notice's transaction: live events (the watchers' bell; everyone's News page) and an email
 * to each watcher with a notification email.
 */
async function announceNotice(
  trx: Database,
  itemId: string,
  noticeId: number,
  message: string,
  userIds: number[],
) {
  await publishLive(trx, { type: 'notifications', userIds, data: { itemId } });
  await publishLive(trx, { type: 'news', data: { itemId } });
  const watchers = await listEmailWatchers(trx, itemId);
  if (watchers.length === 0) return;
  const itemName = await repo.findItemName(trx, itemId);
  for (const w of watchers) {
    await enqueueEmail(trx, {
      idempotencyKey: `notice:${noticeId}:user:${w.id}`,
      template: 'provider-update',
      userId: Number(w.id),
      to: w.notification_email,
      data: { itemId, itemName, message },
    });
  }
}

export const NOTICE_NOT_FOUND = 'The provider update does not exist.';

/**
 * Corrects a notice in place: the item's Provider Updates, News and the watchers' notifications all
 * show the new text (they read the one row). A correction is not news: nobody is notified or
 * emailed again, but emails still waiting in the outbox go out with the new text. Open pages hear a
 * live event and refetch.
 */
export async function editNotice(db: Database, itemId: string, noticeId: number, message: string) {
  if (message.trim() === '') throw badRequest('Invalid body.message: must not be blank');
  await requireItem(db, itemId);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateNoticeMessage(trx, itemId, noticeId, message);
    if (!updated) throw notFound(NOTICE_NOT_FOUND);
    await repo.rewritePendingNoticeEmails(trx, noticeId, message);
    const userIds = await repo.listNotifiedUsers(trx, noticeId);
    await publishLive(trx, { type: 'notifications', userIds, data: { itemId } });
    await publishLive(trx, { type: 'news', data: { itemId } });
    return updated;
  });
  return {
    id: String(row.id),
    key: String(row.id),
    order: await repo.noticeOrder(db, itemId, noticeId),
    message: row.message,
    timestamp: row.created_at.getTime(),
  };
}

/**
 * Withdraws a notice: it leaves Provider Updates and News, the watchers' notifications of it go
 * (their bells drop at once through the live event), and emails not yet sent are dropped. Emails
 * already sent cannot be recalled.
 */
export async function removeNotice(db: Database, itemId: string, noticeId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userIds = await repo.listNotifiedUsers(trx, noticeId);
    if (!(await repo.deleteNotice(trx, itemId, noticeId))) throw notFound(NOTICE_NOT_FOUND);
    await repo.dropPendingNoticeEmails(trx, noticeId);
    await publishLive(trx, { type: 'notifications', userIds, data: { itemId } });
    await publishLive(trx, { type: 'news', data: { itemId } });
  });
}
