import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NoContent } from '@storefront/contract/common';
import {
  ClassificationBody,
  ClassificationUpdateBody,
  IdParams,
  ProviderTaxonomyList,
  TaxonomyBody,
  TaxonomyUpdateBody,
} from '@storefront/contract/provider';
import * as service from './provider-service.ts';

const tags = ['provider-taxonomies'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Taxonomies and their classification trees. Writes answer with the whole (small) taxonomy list. */
export const taxonomiesProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = () => service.listProviderTaxonomies(app.db);

  app.get('/taxonomies', { schema: { tags, response: { 200: ProviderTaxonomyList } } }, list);

  app.post(
    '/taxonomies',
    { schema: { tags, body: TaxonomyBody, response: { 201: ProviderTaxonomyList, ...errors } } },
    async (request, reply) => {
      await service.createTaxonomy(app.db, request.body);
      return reply.status(201).send(await list());
    },
  );

  app.put(
    '/taxonomies/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: TaxonomyUpdateBody,
        response: { 200: ProviderTaxonomyList, ...errors },
      },
    },
    async (request) => {
      await service.updateTaxonomy(app.db, request.params.id, request.body);
      return list();
    },
  );

  app.delete(
    '/taxonomies/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      await service.deleteTaxonomy(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/taxonomies/:id/classifications',
    {
      schema: {
        tags,
        params: IdParams,
        body: ClassificationBody,
        response: { 201: ProviderTaxonomyList, ...errors },
      },
    },
    async (request, reply) => {
      await service.createClassification(app.db, request.params.id, request.body);
      return reply.status(201).send(await list());
    },
  );

  app.put(
    '/classifications/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: ClassificationUpdateBody,
        response: { 200: ProviderTaxonomyList, ...errors },
      },
    },
    async (request) => {
      await service.updateClassification(app.db, request.params.id, request.body);
      return list();
    },
  );

  app.delete(
    '/classifications/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      await service.deleteClassification(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
