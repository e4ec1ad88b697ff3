import { useLingui } from '@lingui/react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ItemChoice, itemSearchQueryOptions } from './api/search-items.ts';
import { ALL_ITEMS, pickerOptions } from './usage-data.ts';

/** Searchable item choice (the server filters, 20 at a time) with "All items" first. */
export function ItemPicker({
  value,
  onChange,
}: {
  value: ItemChoice | null;
  onChange: (item: ItemChoice | null) => void;
}) {
  const { _ } = useLingui();
  const allItems = _('ws-catalog.usage.allItems');
  const [search, setSearch] = useState(value?.name ?? allItems);
  const typed = search === (value?.name ?? allItems) ? '' : search.trim();
  const [q] = useDebouncedValue(typed, 250);
  const found = useQuery(itemSearchQueryOptions(q));
  const options = pickerOptions(found.data?.results ?? [], value);
  return (
    <Select
      label={_('ws-catalog.usage.item')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((o) => ({ value: o.id, label: o.name }))}
      // The server already filtered by the text; show what it found.
      filter={({ options: all }) => all}
      value={value?.id ?? ALL_ITEMS}
      allowDeselect={false}
      nothingFoundMessage={_(
        found.isFetching ? 'ws-catalog.usage.searching' : 'ws-catalog.usage.noItemMatches',
      )}
      onChange={(id) => {
        const chosen = options.find((o) => o.id === id);
        onChange(!chosen || chosen.id === ALL_ITEMS ? null : chosen);
      }}
      w={320}
    />
  );
}
