import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { useTaxonomies } from '../api/get-taxonomy.ts';
import { CatalogShell } from '../components/catalog-shell.tsx';
import { SEARCH_DEBOUNCE_MS } from '../search/search-box.tsx';
import { filterTree, findNode, parentIds } from './filter-tree.ts';
import { TaxonomyResults } from './taxonomy-results.tsx';
import { TaxonomyTree } from './taxonomy-tree.tsx';
import { useTaxonomyParams } from './use-taxonomy-params.ts';

const ResultsModal = lazy(() => import('./results-modal.tsx'));

/** One tree per taxonomy with search and Collapse/Expand All; a selection shows its items. */
export function TaxonomyPage() {
  const { _ } = useLingui();
  const { search } = useCustomerConfig();
  const queries = useTaxonomies(search.taxonomies.map((t) => t.id));
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const { selectedId, state, update } = useTaxonomyParams();
  const isNarrow = useMediaQuery('(max-width: 62em)', false);

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const loaded = queries.map((q) => q.data);
  const dataKey = queries.map((q) => q.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey changes when any tree arrives
  const trees = useMemo(
    () =>
      search.taxonomies.map((taxonomy, i) => ({
        taxonomy,
        query: queries[i],
        nodes: filterTree(loaded[i]?.classifications ?? [], term),
      })),
    [search.taxonomies, term, dataKey],
  );
  const allParents = (list: typeof trees) => new Set(list.flatMap((t) => parentIds(t.nodes)));

  // A search opens every branch that leads to a match.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the term or the data change
  useEffect(() => {
    if (term.trim()) setExpanded(allParents(trees));
  }, [term, dataKey]);

  const selected = selectedId
    ? (loaded.map((d) => findNode(d?.classifications ?? [], selectedId)).find(Boolean) ?? null)
    : null;
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (search.taxonomies.length === 0) {
    return (
      <CatalogShell>
        <Title order={1}>{_('nav.taxonomy')}</Title>
        <Text mt="md">{_('tax.none')}</Text>
      </CatalogShell>
    );
  }

  const results = selected ? (
    <TaxonomyResults
      key={selected.id}
      classification={selected}
      state={state}
      onChange={(next) => update(selected.id, next)}
      withHeading={!isNarrow}
    />
  ) : (
    <Text c="dimmed">{_('tax.select')}</Text>
  );

  return (
    <CatalogShell>
      <Stack gap="md">
        <Title order={1}>{_('nav.taxonomy')}</Title>
        <div className="taxonomy-layout">
          <Stack gap="sm" component="section" aria-label={_('tax.classifications')}>
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is not known to older Safari */}
            <form
              role="search"
              aria-label={_('tax.classifications')}
              onSubmit={(e) => {
                e.preventDefault();
                setTerm(draft);
              }}
            >
              <TextInput
                type="search"
                label={_('tax.search')}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
              />
            </form>

            <Group gap="xs">
              <Button variant="default" size="compact-sm" onClick={() => setExpanded(new Set())}>
                {_('tax.collapseAll')}
              </Button>
              <Button variant="default" size="compact-sm" onClick={() => setExpanded(allParents(trees))}>
                {_('tax.expandAll')}
              </Button>
            </Group>
            {trees.map(({ taxonomy, query, nodes }) => (
              <section key={taxonomy.id} aria-labelledby={`taxonomy-${taxonomy.id}`}>
                <Title order={2} size="h4" id={`taxonomy-${taxonomy.id}`} mb={4}>
                  {taxonomy.name}
                </Title>
                {query?.isPending ? <PageLoader label={_('tax.loading', { name: taxonomy.name })} /> : null}
                {query?.isError ? <ErrorState error={query.error} /> : null}
                {query?.data && nodes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {_('tax.noMatch')}
                  </Text>
                ) : null}
                <TaxonomyTree
                  label={taxonomy.name}
                  nodes={nodes}
                  expanded={expanded}
                  selectedId={selectedId}
                  onToggle={toggle}
                  onSelect={(node) => update(node.id, { ...state, page: 1 })}
                />
              </section>
            ))}
          </Stack>
          {isNarrow ? (
            <>
              {selected ? null : results}
              {selected ? (
                <Suspense fallback={null}>
                  <ResultsModal title={selected.label} onClose={() => update(null, state)}>
                    {results}
                  </ResultsModal>
                </Suspense>
              ) : null}
            </>
          ) : (
            <div>{results}</div>
          )}
        </div>
      </Stack>
    </CatalogShell>
  );
}
