import { useLingui } from '@lingui/react';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { PREF_KEYS } from '../../../lib/local-prefs.ts';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { useSearchCatalog } from '../api/search-catalog.ts';
import { FilterIcon } from '../components/catalog-icons.tsx';
import { CatalogShell } from '../components/catalog-shell.tsx';
import { NoResults } from '../components/no-results.tsx';
import { ResultItems } from '../components/result-items.tsx';
import { ResultsPagination } from '../components/results-pagination.tsx';
import { SortControl } from '../components/sort-control.tsx';
import { useViewMode } from '../components/use-view-mode.ts';
import { ViewToggle } from '../components/view-toggle.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SearchBox } from './search-box.tsx';
import {
  hasFilters,
  PAGE_SIZES,
  pageCount,
  searchParamsOf,
  withFilterValue,
  withoutFilters,
  withText,
} from './search-state.ts';
import { useSearchState } from './use-search-state.ts';

const FILTERS_ID = 'catalog-filters';

/** Catalogue search: text, filters, sort, page size, card/list view and paging, all in the URL. */
export function CatalogPage() {
  const { _ } = useLingui();
  const { search } = useCustomerConfig();
  const codes = useMemo(() => search.dimensions.map((d) => d.code), [search.dimensions]);
  const [state, update] = useSearchState(codes);
  const [view, setView] = useViewMode(PREF_KEYS.catalogViewMode);
  const isNarrow = useMediaQuery('(max-width: 62em)', false);
  const [filtersChoice, setFiltersChoice] = useState<boolean | null>(null);
  const filtersOpen = filtersChoice ?? !isNarrow;

  const query = useSearchCatalog(searchParamsOf(state));
  const total = query.data?.metadata.totalSize ?? 0;
  const results = query.data?.results ?? [];
  // From the answer itself: while the next page loads, the previous one (and its numbers) stays.
  const first = (query.data?.metadata.offset ?? 0) + 1;

  // A page past the end (an old link, a smaller catalogue): show the last page instead.
  const isPastEnd =
    Boolean(query.data) && !query.isPlaceholderData && results.length === 0 && total > 0 && state.page > 1;
  useEffect(() => {
    if (isPastEnd) update((s) => ({ ...s, page: pageCount(total, s.pageSize) }));
  }, [isPastEnd, total, update]);

  const goToPage = (page: number) => {
    update((s) => ({ ...s, page }));
    document.getElementById('catalog-results')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <CatalogShell>
      <Stack gap="md">
        <Title order={1}>{_('nav.catalog')}</Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchBox value={state.text} onSearch={(text) => update((s) => withText(s, text))} />
          <Button
            variant={filtersOpen ? 'light' : 'default'}
            leftSection={<FilterIcon />}
            onClick={() => setFiltersChoice(!filtersOpen)}
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_ID}
          >
            {_('cat.filters')}
          </Button>
          <SortControl
            idPrefix="catalog"
            field={state.sortField}
            order={state.sortOrder}
            onChange={(sortField, sortOrder) => update((s) => ({ ...s, sortField, sortOrder, page: 1 }))}
          />
          <NativeSelect
            label={_('cat.pageSize')}
            size="sm"
            data={PAGE_SIZES.map(String)}
            value={String(state.pageSize)}
            onChange={(e) => {
              const pageSize = Number(e.currentTarget.value);
              update((s) => ({ ...s, pageSize, page: 1 }));
            }}
          />
          <ViewToggle view={view} onChange={setView} />
        </Group>
        <div className="catalog-search-layout" data-filters={filtersOpen ? 'open' : 'closed'}>
          {filtersOpen ? (
            <FilterPanel
              id={FILTERS_ID}
              dimensions={search.dimensions}
              selected={state.filters}
              facets={query.data?.metadata.facets}
              onToggle={(code, value, on) => update((s) => withFilterValue(s, code, value, on))}
            />
          ) : null}
          <section
            id="catalog-results"
            aria-labelledby="catalog-results-heading"
            aria-busy={query.isFetching}
          >
            <Text id="catalog-results-heading" size="sm" c="dimmed" mb="sm" aria-live="polite">
              {query.data && total > 0
                ? _('cat.showing', {
                    first: formatNumber(first),
                    last: formatNumber(first + results.length - 1),
                    total: formatNumber(total),
                  })
                : ' '}
            </Text>
            {query.isPending ? <PageLoader label={_('cat.loadingResults')} /> : null}
            {query.isError ? <ErrorState error={query.error} /> : null}
            {query.data && results.length === 0 ? (
              <NoResults onClear={hasFilters(state) ? () => update(withoutFilters) : undefined} />
            ) : null}
            {results.length > 0 ? <ResultItems items={results} view={view} origin="catalog" /> : null}
            <ResultsPagination
              page={state.page}
              total={pageCount(total, state.pageSize)}
              onChange={goToPage}
            />
          </section>
        </div>
      </Stack>
    </CatalogShell>
  );
}
