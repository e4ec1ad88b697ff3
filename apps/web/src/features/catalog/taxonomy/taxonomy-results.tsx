import { useLingui } from '@lingui/react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ClassificationNode } from '@storefront/contract/taxonomy';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PREF_KEYS } from '../../../lib/local-prefs.ts';
import { type SortField, type SortOrder, useSearchCatalog } from '../api/search-catalog.ts';
import { NoResults } from '../components/no-results.tsx';
import { ResultItems } from '../components/result-items.tsx';
import { ResultsPagination } from '../components/results-pagination.tsx';
import { SortControl } from '../components/sort-control.tsx';
import { useViewMode } from '../components/use-view-mode.ts';
import { ViewToggle } from '../components/view-toggle.tsx';

/** Taxonomy results page size (spec section 9). */
export const TAXONOMY_PAGE_SIZE = 12;

export interface ResultsState {
  sortField: SortField;
  sortOrder: SortOrder;
  page: number;
}

interface TaxonomyResultsProps {
  classification: Pick<ClassificationNode, 'id' | 'label'>;
  state: ResultsState;
  onChange: (next: ResultsState) => void;
  /** In the modal the title is the modal's own. */
  withHeading?: boolean;
}

/** The items of one classification (and its descendants), with sort, view toggle and paging. */
export function TaxonomyResults({
  classification,
  state,
  onChange,
  withHeading = true,
}: TaxonomyResultsProps) {
  const { _ } = useLingui();
  const [view, setView] = useViewMode(PREF_KEYS.taxonomyViewMode);
  const query = useSearchCatalog({
    classificationIds: [classification.id],
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    pageSize: TAXONOMY_PAGE_SIZE,
    offset: (state.page - 1) * TAXONOMY_PAGE_SIZE,
  });
  const total = query.data?.metadata.totalSize ?? 0;
  const results = query.data?.results ?? [];
  return (
    <Stack gap="sm" component="section" aria-label={_('tax.resultsFor', { name: classification.label })}>
      {withHeading ? (
        <Title order={2} size="h3">
          {classification.label}
        </Title>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm">
        <SortControl
          idPrefix="taxonomy"
          field={state.sortField}
          order={state.sortOrder}
          // Changing the sort starts again at page 1 (spec section 2, Taxonomy page).
          onChange={(sortField, sortOrder) => onChange({ sortField, sortOrder, page: 1 })}
        />
        <ViewToggle view={view} onChange={setView} />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {query.data ? _('cat.resultCount', { count: total }) : ' '}
      </Text>
      {query.isPending ? <PageLoader label={_('cat.loadingResults')} /> : null}
      {query.isError ? <ErrorState error={query.error} /> : null}
      {query.data && results.length === 0 ? <NoResults /> : null}
      {results.length > 0 ? (
        <ResultItems items={results} view={view} origin="taxonomy" headingLevel={3} narrow />
      ) : null}
      <ResultsPagination
        page={state.page}
        total={Math.max(1, Math.ceil(total / TAXONOMY_PAGE_SIZE))}
        onChange={(page) => onChange({ ...state, page })}
      />
    </Stack>
  );
}
