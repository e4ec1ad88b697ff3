import { type Static, Type } from '@sinclair/typebox';
import { ErrorBody } from '@storefront/contract/common';
import {
  ClassificationBody,
  ClassificationUpdateBody,
  IdParams,
  ProviderTaxonomy,
  TaxonomyBody,
  TaxonomyUpdateBody,
} from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import * as service from './provider-service.ts';

type Id = { Params: Static<typeof IdParams> };
const tags = ['provider-taxonomies'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const List = Type.Array(ProviderTaxonomy);

/** Taxonomies and their classification trees. Writes answer with the whole (small) taxonomy list. */
export const taxonomiesProviderRoutes: FastifyPluginAsync = async (app) => {
  const list = () => service.listProviderTaxonomies(app.db);

  app.get('/taxonomies', { schema: { tags, response: { 200: List } } }, list);

  app.post<{ Body: TaxonomyBody }>(
    '/taxonomies',
    { schema: { tags, body: TaxonomyBody, response: { 201: List, ...errors } } },
    async (request, reply) => {
      await service.createTaxonomy(app.db, request.body);
      return reply.status(201).send(await list());
    },
  );

  app.put<Id & { Body: TaxonomyUpdateBody }>(
    '/taxonomies/:id',
    { schema: { tags, params: IdParams, body: TaxonomyUpdateBody, response: { 200: List, ...errors } } },
    async (request) => {
      await service.updateTaxonomy(app.db, request.params.id, request.body);
      return list();
    },
  );

  app.delete<Id>(
    '/taxonomies/:id',
    { schema: { tags, params: IdParams, response: errors } },
    async (request, reply) => {
      await service.deleteTaxonomy(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post<Id & { Body: ClassificationBody }>(
    '/taxonomies/:id/classifications',
    { schema: { tags, params: IdParams, body: ClassificationBody, response: { 201: List, ...errors } } },
    async (request, reply) => {
      await service.createClassification(app.db, request.params.id, request.body);
      return reply.status(201).send(await list());
    },
  );

  app.put<Id & { Body: ClassificationUpdateBody }>(
    '/classifications/:id',
    {
      schema: { tags, params: IdParams, body: ClassificationUpdateBody, response: { 200: List, ...errors } },
    },
    async (request) => {
      await service.updateClassification(app.db, request.params.id, request.body);
      return list();
    },
  );

  app.delete<Id>(
    '/classifications/:id',
    { schema: { tags, params: IdParams, response: errors } },
    async (request, reply) => {
      await service.deleteClassification(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
