import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  AnnouncementsReadUpto,
  AnnouncementsUptoParams,
  MyStore,
  NotificationsCleared,
  StoreToggleResult,
} from '@storefront/contract/my-store';
import { clearNotifications, markAnnouncementsRead } from './repository.ts';
import { addRecentView, getMyStore, type StoreMark, setMark } from './service.ts';

const tags = ['my store'];
const marks: StoreMark[] = ['favourites', 'watch'];

export const myStoreWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/web/my/store', { schema: { tags, response: { 200: MyStore } } }, async (request) =>
    getMyStore(app.db, request.user.id),
  );

  for (const mark of marks) {
    for (const action of ['add', 'remove'] as const) {
      app.post(
        `/api/web/my/store/${mark}/:id/${action}`,
        { schema: { tags, params: ItemIdParams, response: { 200: StoreToggleResult, 404: ErrorBody } } },
        async (request) => setMark(app.db, request.user.id, mark, request.params.id, action === 'add'),
      );
    }
  }

  // Not in the original call list: the details page reports a view so the landing can list it.
  app.post(
    '/api/web/my/store/recent/:id/add',
    { schema: { tags, params: ItemIdParams, response: { 200: StoreToggleResult, 404: ErrorBody } } },
    async (request) => addRecentView(app.db, request.user.id, request.params.id),
  );

  app.put(
    '/api/web/my/store/notifications/:id/clear',
    { schema: { tags, params: ItemIdParams, response: { 200: NotificationsCleared } } },
    async (request) => ({
      cleared: await clearNotifications(app.db, request.user.id, request.params.id),
    }),
  );

  app.put(
    '/api/web/my/store/notifications/clear',
    { schema: { tags, response: { 200: NotificationsCleared } } },
    async (request) => ({
      cleared: await clearNotifications(app.db, request.user.id),
    }),
  );

  app.put(
    '/api/web/my/store/announcements/upto/:timestamp',
    { schema: { tags, params: AnnouncementsUptoParams, response: { 200: AnnouncementsReadUpto } } },
    async (request) => {
      const { timestamp } = request.params;
      // Read marks never lie ahead of now (the SQL takes the least too); clamping here also keeps
      // far-future dates (year > 9999, which toISOString writes as "+275760-...") away from SQL.
      const upto = await markAnnouncementsRead(
        app.db,
        request.user.id,
        new Date(Math.min(timestamp, Date.now())),
      );
      return { upto: upto ? new Date(upto).toISOString() : null };
    },
  );
};
