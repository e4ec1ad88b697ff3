import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREF_KEYS } from '../../../lib/local-prefs.ts';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage, testConfig } from '../../../test/render.tsx';
import { testItem } from '../test-items.ts';
import { CatalogPage } from './catalog-page.tsx';

// The machine is shared and busy: give async renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const config = testConfig({
  search: {
    taxonomies: [],
    dimensions: [
      {
        code: 'pricingplans',
        name: 'Pricing',
        values: [
          { code: 'free', name: 'Free' },
          { code: 'gold', name: 'Gold' },
        ],
      },
    ],
  },
});

function reply(results = [testItem()], totalSize = results.length): CatalogSearchResponse {
  return {
    metadata: {
      totalSize,
      offset: 0,
      pageSize: 24,
      sortField: 'sortName:asc',
      facets: { pricingplans: { free: 7, gold: 2 } },
    },
    results,
  };
}

function setup(path: string, answer: (url: URL) => CatalogSearchResponse = () => reply()) {
  const urls: URL[] = [];
  const view = renderPage(<CatalogPage />, {
    config,
    path: '/catalog',
    api: {
      '/api/web/catalog/search': (url: URL) => {
        urls.push(url);
        return json(answer(url));
      },
    },
  });
  if (path !== '/catalog') void view.router.navigate(path);
  const last = () => urls[urls.length - 1]?.searchParams;
  return { ...view, urls, last };
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('catalogue search page', () => {
  it('searches the state in the URL and shows facet counts', async () => {
    const { last } = setup('/catalog?text=pets&sort=dateUpdated&order=desc&page=2&size=12&pricingplans=gold');
    await screen.findByRole('link', { name: 'Pet Store' });
    await waitFor(() => expect(last()?.get('offset')).toBe('12'));
    expect(last()?.get('text')).toBe('pets');
    expect(last()?.get('sortField')).toBe('dateUpdated:desc');
    expect(last()?.get('pageSize')).toBe('12');
    expect(last()?.getAll('pricingplans')).toEqual(['gold']);
    expect(screen.getByLabelText('Gold (2)')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Free (7)')).toHaveProperty('checked', false);
  });

  it('after 1500 ms of no typing searches from offset 0 sorted by name ascending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { last, router, urls } = setup('/catalog?sort=dateUpdated&order=desc&page=3');
    await waitFor(() => expect(last()?.get('offset')).toBe('48'));
    fireEvent.change(screen.getByLabelText('Search APIs'), { target: { value: 'orders' } });
    act(() => vi.advanceTimersByTime(1400));
    expect(urls.some((u) => u.searchParams.get('text') === 'orders')).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(last()?.get('text')).toBe('orders'));
    expect(last()?.get('offset')).toBe('0');
    expect(last()?.get('sortField')).toBe('sortName:asc');
    expect(router.state.location.search).toBe('?text=orders&size=24');
  });

  it('checking a filter goes to page 1 with the value in the URL and the call', async () => {
    const { last, router } = setup('/catalog?page=2');
    fireEvent.click(await screen.findByLabelText('Free (7)'));
    await waitFor(() => expect(last()?.getAll('pricingplans')).toEqual(['free']));
    expect(last()?.get('offset')).toBe('0');
    expect(router.state.location.search).toBe('?size=24&pricingplans=free');
  });

  it('remembers the page size and the view mode in the browser', async () => {
    setup('/catalog');
    await screen.findByRole('link', { name: 'Pet Store' });
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(localStorage.getItem(PREF_KEYS.catalogPageSize)).toBe('48');
    expect(localStorage.getItem(PREF_KEYS.catalogViewMode)).toBe('"list"');
    expect(await screen.findByTestId('result-row')).toBeTruthy();
  });

  it('shows "No results found" with a hint and Clear Filters that clears them', async () => {
    const { router } = setup('/catalog?text=zzz&pricingplans=gold', (url) =>
      url.searchParams.has('text') ? reply([], 0) : reply(),
    );
    expect(await screen.findByText('No results found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // The cleared search is the one the page opened with (cached), so its results are back.
    await screen.findByRole('link', { name: 'Pet Store' });
    expect(router.state.location.search).toBe('?size=24');
    expect(screen.getByLabelText('Search APIs')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Gold (2)')).toHaveProperty('checked', false);
  });

  it('a page past the end moves to the last page', async () => {
    const { router } = setup('/catalog?page=9', (url) =>
      url.searchParams.get('offset') === '24' ? reply([testItem()], 25) : reply([], 25),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&size=24'));
    expect(await screen.findByRole('link', { name: 'Pet Store' })).toBeTruthy();
  });

  it('without filters the empty result has no Clear Filters button', async () => {
    setup('/catalog', () => reply([], 0));
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('the filter button hides and shows the filter panel', async () => {
    setup('/catalog');
    const button = await screen.findByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(screen.queryByTestId('filter-panel')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
