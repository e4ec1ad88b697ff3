import type { MyStore } from '@storefront/contract/my-store';
import {
  configOf,
  crumbsOf,
  detailsMenu,
  findRichSpec,
  findSpec,
  getJson,
  summaryOf,
} from './details-support.ts';
import { expect, test } from './support/fixtures.ts';

test('a specification: header, every tab, menu rules and the recorded view', async ({ page, signedIn }) => {
  await signedIn('alice');
  const item = await findRichSpec(page);
  const config = await configOf(page);
  await page.goto(`/store/catalog/details/${item.id}`);

  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect.poll(() => crumbsOf(page)).toEqual(['Home', 'Catalog', item.name, 'About']);
  await expect(page.getByRole('button', { name: /^(Subscribe|Unsubscribe): / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add to|Remove from) favourites: / })).toBeVisible();
  if (item.state) await expect(page.getByRole('main').getByText(item.state.name).first()).toBeVisible();

  // About
  await expect(page.getByRole('heading', { level: 3, name: 'Attributes' })).toBeVisible();
  await expect(page.getByRole('cell', { name: item.ownerName ?? '', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Metrics' })).toBeVisible();
  await expect(page.getByTestId('metric-card').first().or(page.getByText('No metrics found'))).toBeVisible();

  // Menu: the specification entries as the configuration turns them on, never the bundle's.
  const menu = detailsMenu(page);
  const labels = await menu.getByRole('listitem').allTextContents();
  const configured = [
    ...(config.features.documentation !== false ? ['Documentation'] : []),
    ...(config.features.getApiAccess !== false ? ['Get API Access'] : []),
    ...(config.portalUIConfig?.visual?.apiAccess === true ? ['Manage Access'] : []),
  ];
  expect(labels).toEqual(
    expect.arrayContaining([
      'About',
      'Methods',
      'Pricing',
      'Download OpenAPI Document',
      'Attachments',
      'Contact Provider',
      'Provider Updates',
      ...configured,
    ]),
  );
  expect(labels.join('|')).not.toMatch(/Bundle Details/);
  if (config.features.viewInCatalog) {
    const link = menu.getByRole('link', { name: 'View in Catalog' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute(
      'href',
      config.viewInCatalogUrl.replace('{id}', encodeURIComponent(item.id)),
    );
  }

  // Methods
  await menu.getByRole('link', { name: 'Methods' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${encodeURIComponent(item.id)}/methods$`));
  await expect.poll(() => crumbsOf(page)).toEqual(['Home', 'Catalog', item.name, 'Methods']);
  const methods = page.getByRole('table', { name: 'Methods' });
  await expect(methods.locator('tbody tr')).toHaveCount(item.operations.length);
  await expect(
    methods.getByRole('cell', { name: item.operations[0].uri, exact: true }).first(),
  ).toBeVisible();

  // Pricing
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByTestId('pricing-plan')).toHaveCount(item.pricingPlans.length);
  await expect(page.getByRole('heading', { level: 3, name: item.pricingPlans[0].name })).toBeVisible();

  // Attachments
  await menu.getByRole('link', { name: 'Attachments' }).click();
  const attachments = page.getByRole('table', { name: 'Attachments' });
  await expect(attachments.locator('tbody tr')).toHaveCount(item.attachments.length);
  await expect(attachments.getByRole('cell', { name: item.attachments[0].name, exact: true })).toBeVisible();

  // Provider updates
  await menu.getByRole('link', { name: 'Provider Updates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Provider Updates' })).toBeVisible();
  await expect(
    page.getByTestId('provider-update').first().or(page.getByText('No updates found')),
  ).toBeVisible();

  // Ticketing, under the configured segment
  if (config.features.ticketing) {
    await menu.getByRole('link', { name: config.ticketing.label }).click();
    await expect(page).toHaveURL(
      new RegExp(`/details/${encodeURIComponent(item.id)}/${config.ticketing.route}$`),
    );
    await expect(page.getByRole('heading', { level: 2, name: config.ticketing.label })).toBeVisible();
  }

  // Reload on a tab keeps the tab; opening the page counted as a view.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  const store = await getJson<MyStore>(page, '/api/web/my/store');
  expect(store.recentSummary.map((r) => r.id)).toContain(item.id);
});

test('a specification without plans: Pricing is disabled with its tooltip', async ({ page, signedIn }) => {
  await signedIn('alice');
  const item = await findSpec(page, (s) => s.pricingPlans.length === 0);
  await page.goto(`/store/catalog/details/${item.id}`);
  const pricing = detailsMenu(page).getByRole('button', { name: 'Pricing' });
  await expect(pricing).toHaveAttribute('aria-disabled', 'true');
  await pricing.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Currently Unavailable for this API');
  await page.goto(`/store/catalog/details/${item.id}/pricing`);
  await expect(page).toHaveURL(new RegExp(`/details/${encodeURIComponent(item.id)}$`));
});

test('a bundle: Bundle Details with live specs, operations and designs not yet promoted', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice', '/store/catalog/details/bundle-cloud-essentials');
  const bundle = await summaryOf(page, 'bundle-cloud-essentials');
  await expect(page.getByRole('heading', { level: 1, name: bundle.name })).toBeVisible();
  const menu = detailsMenu(page);
  const labels = await menu.getByRole('listitem').allTextContents();
  expect(labels).toContain('Bundle Details');
  expect(labels.join('|')).not.toMatch(/Methods|Pricing|Download OpenAPI Document/);

  await menu.getByRole('link', { name: 'Bundle Details' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bundle Details' })).toBeVisible();
  const live = bundle.operationSpecifications;
  await expect(page.getByTestId('bundle-spec')).toHaveCount(live.length);
  const first = live[0];
  await page
    .getByRole('button', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  const table = page.getByRole('table', { name: `Methods of ${first.name}` });
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
  const pending = bundle.bundledSpecs.filter((s) => !s.live);
  expect(pending.length).toBeGreaterThan(0);
  await expect(page.getByTestId('bundle-spec-pending')).toHaveCount(pending.length);
  await expect(page.getByText(pending[0].designName ?? '')).toBeVisible();
  await expect(page.getByText('This API has not been promoted to the portal.').first()).toBeVisible();

  await page.getByRole('link', { name: 'View Full API Details' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/details/${encodeURIComponent(first.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();

  for (const tab of ['Attachments', 'Provider Updates']) {
    await page.goto('/store/catalog/details/bundle-cloud-essentials');
    await detailsMenu(page).getByRole('link', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
  }
});

test('a failed item load shows the load failure texts', async ({ page, signedIn }) => {
  // An unknown item is a 404, "no longer available" (first-hour.spec.ts); any other failure keeps
  // the spec's load-failure texts.
  await page.route(/\/api\/web\/catalog\/item\/no-such-item-anywhere(\/|\?|$)/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'HTTP-500', detail: 'Internal Server Error' }),
    }),
  );
  await signedIn('alice', '/store/catalog/details/no-such-item-anywhere');
  await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
  await expect(
    page.getByText(
      'Please refresh the page and try again, if the problem persists please contact your system administrator.',
    ),
  ).toBeVisible();
});
