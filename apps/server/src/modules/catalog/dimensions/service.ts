import type {
  DimensionBody,
  DimensionUpdateBody,
  PricingPlanUpdateBody,
  ProviderDimension,
} from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';
import { conflict, notFound } from '../../../errors.ts';
import { PRICING_DIMENSION } from '../items/presenter.ts';
import * as repo from './repository.ts';

export async function listProviderDimensions(db: Database): Promise<ProviderDimension[]> {
  const { dims, values } = await repo.listDimensions(db);
  return dims.map((d) => ({
    code: d.code,
    name: d.name,
    position: d.position,
    values: values
      .filter((v) => v.dimension_code === d.code)
      .map((v) => ({ code: v.code, name: v.name, position: v.position, visualStyle: v.visual_style })),
  }));
}

export async function getProviderDimension(db: Database, code: string) {
  const found = (await listProviderDimensions(db)).find((d) => d.code === code);
  if (!found) throw notFound(`No dimension '${code}'.`);
  return found;
}

export async function createDimension(db: Database, body: DimensionBody) {
  if (await repo.findDimension(db, body.code)) throw conflict(`A dimension '${body.code}' already exists.`);
  await repo.insertDimension(db, { code: body.code, name: body.name, position: body.position ?? 0 });
}

export async function updateDimension(db: Database, code: string, body: DimensionUpdateBody) {
  if (!(await repo.updateDimension(db, code, body))) throw notFound(`No dimension '${code}'.`);
}

/** Values and item assignments go with it (FK cascade). */
export async function deleteDimension(db: Database, code: string) {
  if (!(await repo.deleteDimension(db, code))) throw notFound(`No dimension '${code}'.`);
}

export async function createValue(db: Database, dimension: string, code: string, v: repo.ValueColumns) {
  if (!(await repo.findDimension(db, dimension))) throw notFound(`No dimension '${dimension}'.`);
  if (await repo.findValue(db, dimension, code)) {
    throw conflict(`Dimension '${dimension}' already has a value '${code}'.`);
  }
  await repo.insertValue(db, dimension, code, v);
}

export async function updateValue(db: Database, dimension: string, code: string, v: repo.ValueColumns) {
  if (!(await repo.updateValue(db, dimension, code, v))) {
    throw notFound(`No value '${code}' in dimension '${dimension}'.`);
  }
}

export async function deleteValue(db: Database, dimension: string, code: string) {
  if (!(await repo.deleteValue(db, dimension, code))) {
    throw notFound(`No value '${code}' in dimension '${dimension}'.`);
  }
}

/** Pricing plans are values of dimension 'pricingplans', created on first use. */
export async function ensurePricingDimension(db: Database) {
  if (!(await repo.findDimension(db, PRICING_DIMENSION))) {
    await repo.insertDimension(db, { code: PRICING_DIMENSION, name: 'Pricing Plans', position: 0 });
  }
}

export function planColumns(p: PricingPlanUpdateBody): repo.ValueColumns {
  return {
    name: p.name,
    position: p.position,
    visualStyle: { cost: p.cost, period: p.period, quota: p.quota, description: p.description ?? '' },
  };
}
