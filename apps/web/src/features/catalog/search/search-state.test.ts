import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  pageCount,
  parseSearchState,
  type SearchState,
  toSearchParams,
  withFilterValue,
  withoutFilters,
  withText,
} from './search-state.ts';

const codes = ['pricingplans', 'category'];
const full: SearchState = {
  text: 'pet store',
  sortField: 'dateUpdated',
  sortOrder: 'desc',
  page: 3,
  pageSize: 48,
  filters: { category: ['cloud', 'media'], pricingplans: ['free'] },
};

describe('catalogue search state in the URL', () => {
  it('round-trips every part of the state through the query string', () => {
    const params = toSearchParams(full);
    expect(params.toString()).toBe(
      'text=pet+store&sort=dateUpdated&order=desc&page=3&size=48&category=cloud&category=media&pricingplans=free',
    );
    expect(parseSearchState(new URLSearchParams(params.toString()), codes)).toEqual(full);
  });

  it('falls back to name ascending, page 1 and the stored page size', () => {
    const state = parseSearchState(new URLSearchParams(''), codes, 96);
    expect(state).toEqual({
      text: '',
      sortField: 'sortName',
      sortOrder: 'asc',
      page: 1,
      pageSize: 96,
      filters: {},
    });
  });

  it('ignores malformed values and parameters that are not dimensions', () => {
    const params = new URLSearchParams('sort=bogus&order=up&page=-2&size=1000&unknown=x&category=');
    const state = parseSearchState(params, codes);
    expect(state).toMatchObject({
      sortField: 'sortName',
      sortOrder: 'asc',
      page: 1,
      pageSize: 24,
      filters: {},
    });
  });

  it('a new search text resets the page and sorts by name ascending', () => {
    expect(withText(full, '  orders ')).toEqual({
      ...full,
      text: 'orders',
      page: 1,
      sortField: 'sortName',
      sortOrder: 'asc',
    });
  });

  it('checking and unchecking a filter value goes back to page 1 and drops empty dimensions', () => {
    const added = withFilterValue(full, 'pricingplans', 'gold', true);
    expect(added.filters.pricingplans).toEqual(['free', 'gold']);
    expect(added.page).toBe(1);
    const removed = withFilterValue(full, 'pricingplans', 'free', false);
    expect(removed.filters).toEqual({ category: ['cloud', 'media'] });
  });

  it('clearing filters keeps sort and page size', () => {
    const cleared = withoutFilters(full);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ sortField: 'dateUpdated', pageSize: 48, page: 1 });
    expect(hasFilters(full)).toBe(true);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});
