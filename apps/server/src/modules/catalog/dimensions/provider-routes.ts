import { type Static, Type } from '@sinclair/typebox';
import { ErrorBody } from '@storefront/contract/common';
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
  ValueParams,
} from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import { PRICING_DIMENSION } from '../items/presenter.ts';
import * as service from './service.ts';

type Code = { Params: Static<typeof CodeParams> };
type Value = { Params: Static<typeof ValueParams> };
const tags = ['provider-dimensions'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const ok = { 200: ProviderDimension, ...errors };

/** Filter dimensions, their values, and pricing plans (the values of dimension 'pricingplans'). */
export const dimensionsProviderRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const one = (code: string) => service.getProviderDimension(db, code);

  app.get('/dimensions', { schema: { tags, response: { 200: Type.Array(ProviderDimension) } } }, () =>
    service.listProviderDimensions(db),
  );
  app.post<{ Body: DimensionBody }>(
    '/dimensions',
    { schema: { tags, body: DimensionBody, response: { 201: ProviderDimension, ...errors } } },
    async (req, reply) => {
      await service.createDimension(db, req.body);
      return reply.status(201).send(await one(req.body.code));
    },
  );
  app.put<Code & { Body: DimensionUpdateBody }>(
    '/dimensions/:code',
    { schema: { tags, params: CodeParams, body: DimensionUpdateBody, response: ok } },
    async (req) => {
      await service.updateDimension(db, req.params.code, req.body);
      return one(req.params.code);
    },
  );
  app.delete<Code>(
    '/dimensions/:code',
    { schema: { tags, params: CodeParams, response: errors } },
    async (req, reply) => {
      await service.deleteDimension(db, req.params.code);
      return reply.status(204).send();
    },
  );

  app.post<Code & { Body: DimensionValueBody }>(
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
  app.put<Value & { Body: DimensionValueUpdateBody }>(
    '/dimensions/:code/values/:valueCode',
    { schema: { tags, params: ValueParams, body: DimensionValueUpdateBody, response: ok } },
    async (req) => {
      await service.updateValue(db, req.params.code, req.params.valueCode, req.body);
      return one(req.params.code);
    },
  );
  app.delete<Value>(
    '/dimensions/:code/values/:valueCode',
    { schema: { tags, params: ValueParams, response: errors } },
    async (req, reply) => {
      await service.deleteValue(db, req.params.code, req.params.valueCode);
      return reply.status(204).send();
    },
  );

  app.get('/pricing-plans', { schema: { tags, response: { 200: ProviderDimension } } }, async () => {
    await service.ensurePricingDimension(db);
    return one(PRICING_DIMENSION);
  });
  app.post<{ Body: PricingPlanBody }>(
    '/pricing-plans',
    { schema: { tags, body: PricingPlanBody, response: { 201: ProviderDimension, ...errors } } },
    async (req, reply) => {
      await service.ensurePricingDimension(db);
      await service.createValue(db, PRICING_DIMENSION, req.body.code, service.planColumns(req.body));
      return reply.status(201).send(await one(PRICING_DIMENSION));
    },
  );
  app.put<{ Params: Static<typeof PlanParams>; Body: PricingPlanUpdateBody }>(
    '/pricing-plans/:code',
    { schema: { tags, params: PlanParams, body: PricingPlanUpdateBody, response: ok } },
    async (req) => {
      await service.updateValue(db, PRICING_DIMENSION, req.params.code, service.planColumns(req.body));
      return one(PRICING_DIMENSION);
    },
  );
  app.delete<{ Params: Static<typeof PlanParams> }>(
    '/pricing-plans/:code',
    { schema: { tags, params: PlanParams, response: errors } },
    async (req, reply) => {
      await service.deleteValue(db, PRICING_DIMENSION, req.params.code);
      return reply.status(204).send();
    },
  );
};
