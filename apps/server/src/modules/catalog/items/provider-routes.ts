import type { Static } from '@sinclair/typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  CreateItemBody,
  ItemList,
  ItemListQuery,
  PatchItemBody,
  ProviderItem,
  ReplaceItemBody,
} from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import { listItems } from './repository.ts';
import { createProviderItem, deleteProviderItem, getProviderItem, updateProviderItem } from './service.ts';

const tags = ['provider-items'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Catalogue items and bundles: create, read, replace, patch, delete. */
export const itemsProviderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Static<typeof ItemListQuery> }>(
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

  app.post<{ Body: CreateItemBody }>(
    '/items',
    { schema: { tags, body: CreateItemBody, response: { 201: ProviderItem, ...errors } } },
    async (request, reply) => reply.status(201).send(await createProviderItem(app.db, request.body)),
  );

  app.get<{ Params: ItemIdParams }>(
    '/items/:id',
    { schema: { tags, params: ItemIdParams, response: { 200: ProviderItem, ...errors } } },
    async (request) => getProviderItem(app.db, request.params.id),
  );

  app.put<{ Params: ItemIdParams; Body: ReplaceItemBody }>(
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

  app.patch<{ Params: ItemIdParams; Body: PatchItemBody }>(
    '/items/:id',
    {
      schema: { tags, params: ItemIdParams, body: PatchItemBody, response: { 200: ProviderItem, ...errors } },
    },
    async (request) => updateProviderItem(app.db, request.params.id, request.body, false),
  );

  app.delete<{ Params: ItemIdParams }>(
    '/items/:id',
    { schema: { tags, params: ItemIdParams, response: { 404: ErrorBody } } },
    async (request, reply) => {
      await deleteProviderItem(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
