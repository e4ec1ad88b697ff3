import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import type { ClassificationNode, TaxonomyData } from '@storefront/contract/taxonomy';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage, testConfig } from '../../../test/render.tsx';
import { testItem } from '../test-items.ts';
import { TaxonomyPage } from './taxonomy-page.tsx';

configure({ asyncUtilTimeout: 5000 });

const node = (id: string, label: string, children: ClassificationNode[] = []): ClassificationNode => ({
  taxonomyID: 'tax1',
  id,
  label,
  aggSpecificationCount: 3,
  aggBundleCount: 1,
  children,
});
const data: TaxonomyData = {
  id: 'tax1',
  name: 'Categories',
  classifications: [node('platform', 'Platform', [node('cloud', 'Cloud')]), node('media', 'Media')],
};

function setup() {
  const urls: URL[] = [];
  const page: CatalogSearchResponse = {
    metadata: { totalSize: 30, offset: 0, pageSize: 12, sortField: 'sortName:asc', facets: {} },
    results: [testItem()],
  };
  const view = renderPage(<TaxonomyPage />, {
    path: '/catalog/taxonomy',
    api: {
      '/api/web/taxonomy/tax1/data': data,
      '/api/web/catalog/search': (url: URL) => {
        urls.push(url);
        return json(page);
      },
    },
  });
  return { ...view, urls, last: () => urls[urls.length - 1]?.searchParams };
}

afterEach(() => vi.useRealTimers());

describe('taxonomy page', () => {
  it('asks for a selection, then shows the items of the chosen classification, 12 a page', async () => {
    const { last, router } = setup();
    expect(screen.getByText('Select a classification to view results')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^Media/ }));
    await screen.findByRole('link', { name: 'Pet Store' });
    expect(last()?.getAll('classificationIds')).toEqual(['media']);
    expect(last()?.get('pageSize')).toBe('12');
    expect(router.state.location.search).toBe('?classification=media');
    expect(screen.getByRole('button', { name: /^Media/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByText('(3 specs, 1 bundle)')).toHaveLength(2);
  });

  it('changing the sort goes back to page 1', async () => {
    const { last, router } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /^Media/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(last()?.get('offset')).toBe('24'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'dateUpdated' } });
    await waitFor(() => expect(last()?.get('sortField')).toBe('dateUpdated:asc'));
    expect(last()?.get('offset')).toBe('0');
    expect(router.state.location.search).toBe('?classification=media&sort=dateUpdated');
  });

  it('expands and collapses all branches', async () => {
    setup();
    await screen.findByRole('button', { name: /^Platform/ });
    expect(screen.queryByRole('button', { name: /^Cloud/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getByRole('button', { name: /^Cloud/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(screen.queryByRole('button', { name: /^Cloud/ })).toBeNull();
  });

  it('searches the tree 1500 ms after typing, keeping the ancestors of matches open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup();
    await screen.findByRole('button', { name: /^Media/ });
    fireEvent.change(screen.getByLabelText('Search classifications'), { target: { value: 'CLO' } });
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByRole('button', { name: /^Media/ })).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Media/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Platform/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Cloud/ })).toBeTruthy();
  });

  it('says "No taxonomies found" when the customer has none', () => {
    renderPage(<TaxonomyPage />, {
      path: '/catalog/taxonomy',
      config: testConfig({ search: { taxonomies: [], dimensions: [] } }),
    });
    expect(screen.getByText('No taxonomies found')).toBeTruthy();
  });
});
