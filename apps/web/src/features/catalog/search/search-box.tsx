import { useLingui } from '@lingui/react';
import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../components/catalog-icons.tsx';

/** Search and taxonomy-search debounce (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1500;

interface SearchBoxProps {
  /** The text of the current search (from the URL). */
  value: string;
  /** Called 1500 ms after the last keystroke, or at once on Enter. */
  onSearch: (text: string) => void;
}

/** The catalogue search field: typing is debounced; Enter searches at once. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The search changed elsewhere (back/forward, Clear Filters): show it.
  useEffect(() => setDraft(value), [value]);

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to older Safari
    <form
      role="search"
      aria-label={_('cat.catalogue')}
      style={{ flex: '1 1 260px' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim() !== value) onSearch(draft);
      }}
    >
      <TextInput
        type="search"
        label={_('cat.searchLabel')}
        placeholder={_('cat.searchHint')}
        leftSection={<SearchIcon />}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        maxLength={200}
      />
    </form>
  );
}
