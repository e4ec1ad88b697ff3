import type { CatalogSearchParams, SortField, SortOrder } from '../api/search-query.ts';

/** Page sizes offered, and the default (spec section 9). */
export const PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 24;

/** Everything that defines a catalogue search screen; it lives in the URL. */
export interface SearchState {
  text: string;
  sortField: SortField;
  sortOrder: SortOrder;
  /** 1-based */
  page: number;
  pageSize: number;
  /** Dimension code → selected value codes; only dimensions with a selection. */
  filters: Record<string, string[]>;
}

// Names the screen itself uses; a dimension with one of these codes cannot be filtered by URL.
export const RESERVED = new Set(['text', 'sort', 'order', 'page', 'size']);

const isSortField = (v: string | null): v is SortField => v === 'sortName' || v === 'dateUpdated';
const isSortOrder = (v: string | null): v is SortOrder => v === 'asc' || v === 'desc';

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d{1,7}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** Reads the state from the query string; unknown or malformed values fall back to defaults. */
export function parseSearchState(
  params: URLSearchParams,
  dimensionCodes: readonly string[],
  fallbackPageSize: number = DEFAULT_PAGE_SIZE,
): SearchState {
  const sort = params.get('sort');
  const order = params.get('order');
  const size = positiveInt(params.get('size'));
  const filters: Record<string, string[]> = {};
  for (const code of dimensionCodes) {
    if (RESERVED.has(code)) continue;
    const values = [...new Set(params.getAll(code).filter(Boolean))];
    if (values.length) filters[code] = values;
  }
  return {
    text: params.get('text') ?? '',
    sortField: isSortField(sort) ? sort : 'sortName',
    sortOrder: isSortOrder(order) ? order : 'asc',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : fallbackPageSize,
    filters,
  };
}

/** The query string for a state; defaults are left out to keep shared links short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('text', state.text);
  if (state.sortField !== 'sortName') params.set('sort', state.sortField);
  if (state.sortOrder !== 'asc') params.set('order', state.sortOrder);
  if (state.page > 1) params.set('page', String(state.page));
  params.set('size', String(state.pageSize));
  for (const code of Object.keys(state.filters).sort()) {
    for (const value of state.filters[code]) params.append(code, value);
  }
  return params;
}

/** A new search text (after the debounce) starts again at the first page, sorted by name ascending. */
/** The search call a state asks for (the page and the early start must ask alike to share an answer). */
export function searchParamsOf(state: SearchState): CatalogSearchParams {
  return {
    text: state.text,
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    pageSize: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    filters: state.filters,
  };
}

export function withText(state: SearchState, text: string): SearchState {
  return { ...state, text: text.trim(), page: 1, sortField: 'sortName', sortOrder: 'asc' };
}

export function withFilterValue(state: SearchState, code: string, value: string, on: boolean): SearchState {
  const current = state.filters[code] ?? [];
  const next = on ? [...new Set([...current, value])] : current.filter((v) => v !== value);
  const filters = { ...state.filters, [code]: next };
  if (next.length === 0) delete filters[code];
  return { ...state, filters, page: 1 };
}

export const withoutFilters = (state: SearchState): SearchState => ({
  ...state,
  text: '',
  filters: {},
  page: 1,
});

export const hasFilters = (state: SearchState): boolean =>
  state.text.length > 0 || Object.keys(state.filters).length > 0;

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
