import { expect, type Page } from '@playwright/test';
import type { CustomerConfig } from '@storefront/contract/config';
import type { ItemDetails } from '@storefront/contract/details';
import { accessTokenOf } from './support/sign-in.ts';

/** Calls the real API with the signed-in page's bearer token. */
export async function apiAs(
  page: Page,
  path: string,
  init: { method?: string; data?: unknown; token?: string } = {},
) {
  const token = init.token ?? (await accessTokenOf(page));
  const response = await page.request.fetch(path, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}` },
    data: init.data,
  });
  expect(response.ok(), `${init.method ?? 'GET'} ${path} -> ${response.status()}`).toBe(true);
  return response;
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  return (await (await apiAs(page, path)).json()) as T;
}

export const summaryOf = (page: Page, id: string) =>
  getJson<ItemDetails>(page, `/api/web/catalog/item/${encodeURIComponent(id)}/summary?recordView=false`);

export const configOf = (page: Page) => getJson<CustomerConfig>(page, '/api/web/config');

interface SearchPage {
  results: { id: string; objectType: string }[];
}

/** The first demo specification (by name, GitHub left out) that satisfies `wanted`. */
export async function findSpec(page: Page, wanted: (item: ItemDetails) => boolean): Promise<ItemDetails> {
  for (let offset = 0; offset < 400; offset += 48) {
    const found = await getJson<SearchPage>(
      page,
      `/api/web/catalog/search?pageSize=48&offset=${offset}&sortField=sortName:asc`,
    );
    if (found.results.length === 0) break;
    const specs = found.results.filter((r) => r.objectType === 'SPECIFICATION' && r.id !== 'github');
    const summaries = await Promise.all(specs.map((s) => summaryOf(page, s.id)));
    const match = summaries.find(wanted);
    if (match) return match;
  }
  throw new Error('no demo specification fits');
}

/** A demo specification that fills every tab: plans, attachments, a document and some operations. */
export const findRichSpec = (page: Page) =>
  findSpec(
    page,
    (s) =>
      s.pricingPlans.length > 0 &&
      s.attachments.length > 0 &&
      s.hasDocument &&
      s.operations.length > 0 &&
      s.operations.length < 100,
  );

/** The left menu of the details page. */
export const detailsMenu = (page: Page) => page.getByRole('navigation', { name: 'API details' });

/** The breadcrumb trail as text, separators left out. */
export async function crumbsOf(page: Page): Promise<string[]> {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail).toBeVisible();
  return trail.locator('a, [aria-current="page"]').allTextContents();
}
