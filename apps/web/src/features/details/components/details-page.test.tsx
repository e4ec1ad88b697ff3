import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { testConfig } from '../../../test/render.tsx';
import { renderDetails, testItem } from '../test-helpers.tsx';

const crumbs = () =>
  [
    ...screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('a, [aria-current="page"]'),
  ].map((n) => n.textContent);

describe('DetailsPage', () => {
  it('shows breadcrumb, header marks, state and the About tab; records the view', async () => {
    const { fetchMock } = renderDetails({ item: testItem({ userFavourite: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Petstore' })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Catalog', 'Petstore', 'About']);
    expect(screen.getByRole('button', { name: 'Subscribe: Petstore' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favourites: Petstore' })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(await screen.findByText('Pet Team')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).includes('/recent/petstore/add') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    const summaryCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/summary'));
    expect(String(summaryCall?.[0])).toContain('recordView=false');
  });

  it.each([
    ['taxonomy', 'Taxonomy'],
    ['favorites', 'My Favorites'],
    ['topapis', 'Top APIs'],
  ])('puts the %s origin into the breadcrumb', async (origin, label) => {
    renderDetails({ state: { origin }, path: '/catalog/details/petstore/methods' });
    await screen.findByRole('heading', { level: 2, name: 'Methods' });
    expect(crumbs()).toEqual(['Home', 'Catalog', label, 'Petstore', 'Methods']);
  });

  it('keeps the origin from ?origin= when moving between tabs', async () => {
    const { router } = renderDetails({ path: '/catalog/details/petstore?origin=favorites' });
    const link = await screen.findByRole('link', { name: 'Methods' });
    expect(link.getAttribute('href')).toBe('/catalog/details/petstore/methods?origin=favorites');
    link.click();
    await screen.findByRole('heading', { level: 2, name: 'Methods' });
    expect(router.state.location.search).toBe('?origin=favorites');
    expect(crumbs()).toContain('My Favorites');
  });

  it('shows the load failure texts', async () => {
    renderDetails({
      api: { '/api/web/catalog/item/petstore/summary': () => json({ code: 'HTTP-500', detail: 'x' }, 500) },
    });
    expect(await screen.findByText('Oops! Something went wrong')).toBeTruthy();
    expect(
      screen.getByText(
        'Please refresh the page and try again, if the problem persists please contact your system administrator.',
      ),
    ).toBeTruthy();
  });

  it('says an unknown or retired item is no longer available, not to refresh (issue 27)', async () => {
    renderDetails({
      api: {
        '/api/web/catalog/item/petstore/summary': () =>
          json({ code: 'HTTP-404', detail: 'Item not found.' }, 404),
      },
    });
    expect(await screen.findByText('This API is no longer available')).toBeTruthy();
    expect(screen.queryByText(/Please refresh the page/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/catalog');
  });

  it('sends a tab the item does not offer back to About', async () => {
    const { router } = renderDetails({ path: '/catalog/details/petstore/bundle-details' });
    await screen.findByRole('heading', { level: 2, name: 'About' });
    expect(router.state.location.pathname).toBe('/catalog/details/petstore');
  });

  it('opens the ticketing tab under the configured segment', async () => {
    const config = testConfig({
      features: { ...testConfig().features, ticketing: true },
      ticketing: { system: 'servicenow', label: 'Change Requests', route: 'servicenow' },
    });
    renderDetails({
      config,
      path: '/catalog/details/petstore/servicenow',
      api: { '/api/web/svcmgmts/changerequests/petstore': { result: [] } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Change Requests' })).toBeTruthy();
    expect(await screen.findByText('No tickets available')).toBeTruthy();
  });

  it('disables Pricing with its tooltip text when there are no plans', async () => {
    renderDetails();
    const pricing = await screen.findByRole('button', { name: 'Pricing' });
    expect(pricing.getAttribute('aria-disabled')).toBe('true');
    expect(pricing.getAttribute('aria-description')).toBe('Currently Unavailable for this API');
  });

  it('opens View in Catalog in a new window without the opener', async () => {
    const config = testConfig({ features: { ...testConfig().features, viewInCatalog: true } });
    renderDetails({ config });
    const link = await screen.findByRole('link', { name: 'View in Catalog' });
    expect(link.getAttribute('href')).toBe('https://example.com/petstore');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
