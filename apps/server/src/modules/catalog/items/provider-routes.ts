import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams, NoContent } from '@storefront/contract/common';
import {
  CreateItemBody,
  ItemList,
  ItemListQuery,
  PatchItemBody,
  ProviderItem,
  ReplaceItemBody,
} from '@storefront/contract/provider';
import { listItems } from './repository.ts';
import { createProviderItem, deleteProviderItem, getProviderItem, updateProviderItem } from './service.ts';

const tags = ['provider-items'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Catalogue items and bundles: create, read, replace, patch, delete. */
export const itemsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/items',
    { schema: { tags, querystring: ItemListQuery, response: { 200: ItemList } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listItems(app.db, {
        offset: q.offset ?? 0,
        pageSize: q.pageSize ?? 50,
        objectType: q.objectType,
        q: q.q,
      });
      return {
        metadata: { totalSize: total },
        results: rows.map((r) => ({
          id: r.id,
          name: r.name,
          objectType: r.object_type,
          version: r.version,
          dateUpdated: r.date_updated.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/items',
    { schema: { tags, body: CreateItemBody, response: { 201: ProviderItem, ...errors } } },
    async (request, reply) => reply.status(201).send(await createProviderItem(app.db, request.body)),
  );

  app.get(
    '/items/:id',
    { schema: { tags, params: ItemIdParams, response: { 200: ProviderItem, ...errors } } },
    async (request) => getProviderItem(app.db, request.params.id),
  );

  app.put(
    '/items/:id',
    {
      schema: {
        tags,
        params: ItemIdParams,
        body: ReplaceItemBody,
        response: { 200: ProviderItem, ...errors },
      },
    },
    async (request) => updateProviderItem(app.db, request.params.id, request.body, true),
  );

  app.patch(
    '/items/:id',
    {
      schema: { tags, params: ItemIdParams, body: PatchItemBody, response: { 200: ProviderItem, ...errors } },
    },
    async (request) => updateProviderItem(app.db, request.params.id, request.body, false),
  );

  app.delete(
    '/items/:id',
    { schema: { tags, params: ItemIdParams, response: { 204: NoContent, 404: ErrorBody } } },
    async (request, reply) => {
      await deleteProviderItem(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
