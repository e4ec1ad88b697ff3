import { useLingui } from '@lingui/react';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import type { SearchFacets } from '@storefront/contract/catalog-search';
import type { Dimension } from '@storefront/contract/config';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format-number.ts';

/** Values shown per dimension before "Show all". */
const VISIBLE_VALUES = 8;

interface FilterPanelProps {
  id: string;
  dimensions: Dimension[];
  selected: Record<string, string[]>;
  facets: SearchFacets | undefined;
  onToggle: (code: string, value: string, on: boolean) => void;
}

/** One group of checkboxes per dimension, each value with its facet count. */
export function FilterPanel({ id, dimensions, selected, facets, onToggle }: FilterPanelProps) {
  const { _ } = useLingui();
  return (
    <Stack id={id} component="section" aria-label={_('cat.filters')} gap="md" data-testid="filter-panel">
      {dimensions.length === 0 ? <Text c="dimmed">{_('cat.noFilters')}</Text> : null}
      {dimensions.map((dimension) => (
        <DimensionGroup
          key={dimension.code}
          dimension={dimension}
          selected={selected[dimension.code] ?? []}
          counts={facets?.[dimension.code]}
          onToggle={(value, on) => onToggle(dimension.code, value, on)}
        />
      ))}
    </Stack>
  );
}

interface DimensionGroupProps {
  dimension: Dimension;
  selected: string[];
  counts: Record<string, number> | undefined;
  onToggle: (value: string, on: boolean) => void;
}

function DimensionGroup({ dimension, selected, counts, onToggle }: DimensionGroupProps) {
  const { _ } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const values = dimension.values;
  // Selected values stay visible even when the list is cut.
  const visible = showAll ? values : values.filter((v, i) => i < VISIBLE_VALUES || selected.includes(v.code));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid={`filter-${dimension.code}`}>
      <Text component="legend" fw={600} mb={6}>
        {dimension.name}
      </Text>
      <Stack gap={6}>
        {visible.map((value) => {
          const count = counts?.[value.code];
          return (
            <Checkbox
              key={value.code}
              size="sm"
              label={count === undefined ? value.name : `${value.name} (${formatNumber(count)})`}
              checked={selected.includes(value.code)}
              onChange={(e) => onToggle(value.code, e.currentTarget.checked)}
            />
          );
        })}
      </Stack>
      {values.length > VISIBLE_VALUES ? (
        <Button variant="subtle" size="compact-sm" mt={4} onClick={() => setShowAll((s) => !s)}>
          {showAll ? _('cat.showFewer') : _('cat.showAll', { count: values.length })}
        </Button>
      ) : null}
    </fieldset>
  );
}
