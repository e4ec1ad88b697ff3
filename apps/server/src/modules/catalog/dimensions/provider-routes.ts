import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NoContent } from '@storefront/contract/common';
import {
  CodeParams,
  DimensionBody,
  DimensionUpdateBody,
  DimensionValueBody,
  DimensionValueUpdateBody,
  PlanParams,
  PricingPlanBody,
  PricingPlanUpdateBody,
  ProviderDimension,
  ProviderDimensionList,
  ValueParams,
} from '@storefront/contract/provider';
import { PRICING_DIMENSION } from '../items/presenter.ts';
import * as service from './service.ts';

const tags = ['provider-dimensions'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const ok = { 200: ProviderDimension, ...errors };

/** Filter dimensions, their values, and pricing plans (the values of dimension 'pricingplans'). */
export const dimensionsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const one = (code: string) => service.getProviderDimension(db, code);

  app.get('/dimensions', { schema: { tags, response: { 200: ProviderDimensionList } } }, () =>
    service.listProviderDimensions(db),
  );
  app.post(
    '/dimensions',
    { schema: { tags, body: DimensionBody, response: { 201: ProviderDimension, ...errors } } },
    async (req, reply) => {
      await service.createDimension(db, req.body);
      return reply.status(201).send(await one(req.body.code));
    },
  );
  app.put(
    '/dimensions/:code',
    { schema: { tags, params: CodeParams, body: DimensionUpdateBody, response: ok } },
    async (req) => {
      await service.updateDimension(db, req.params.code, req.body);
      return one(req.params.code);
    },
  );
  app.delete(
    '/dimensions/:code',
    { schema: { tags, params: CodeParams, response: { 204: NoContent, ...errors } } },
    async (req, reply) => {
      await service.deleteDimension(db, req.params.code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/dimensions/:code/values',
    {
      schema: {
        tags,
        params: CodeParams,
        body: DimensionValueBody,
        response: { 201: ProviderDimension, ...errors },
      },
    },
    async (req, reply) => {
      await service.createValue(db, req.params.code, req.body.code, req.body);
      return reply.status(201).send(await one(req.params.code));
    },
  );
  app.put(
    '/dimensions/:code/values/:valueCode',
    { schema: { tags, params: ValueParams, body: DimensionValueUpdateBody, response: ok } },
    async (req) => {
      await service.updateValue(db, req.params.code, req.params.valueCode, req.body);
      return one(req.params.code);
    },
  );
  app.delete(
    '/dimensions/:code/values/:valueCode',
    { schema: { tags, params: ValueParams, response: { 204: NoContent, ...errors } } },
    async (req, reply) => {
      await service.deleteValue(db, req.params.code, req.params.valueCode);
      return reply.status(204).send(null);
    },
  );

  app.get('/pricing-plans', { schema: { tags, response: { 200: ProviderDimension } } }, async () => {
    await service.ensurePricingDimension(db);
    return one(PRICING_DIMENSION);
  });
  app.post(
    '/pricing-plans',
    { schema: { tags, body: PricingPlanBody, response: { 201: ProviderDimension, ...errors } } },
    async (req, reply) => {
      await service.ensurePricingDimension(db);
      await service.createValue(db, PRICING_DIMENSION, req.body.code, service.planColumns(req.body));
      return reply.status(201).send(await one(PRICING_DIMENSION));
    },
  );
  app.put(
    '/pricing-plans/:code',
    { schema: { tags, params: PlanParams, body: PricingPlanUpdateBody, response: ok } },
    async (req) => {
      await service.updateValue(db, PRICING_DIMENSION, req.params.code, service.planColumns(req.body));
      return one(PRICING_DIMENSION);
    },
  );
  app.delete(
    '/pricing-plans/:code',
    { schema: { tags, params: PlanParams, response: { 204: NoContent, ...errors } } },
    async (req, reply) => {
      await service.deleteValue(db, PRICING_DIMENSION, req.params.code);
      return reply.status(204).send(null);
    },
  );
};
