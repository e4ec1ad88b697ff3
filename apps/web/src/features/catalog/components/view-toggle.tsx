import { useLingui } from '@lingui/react';
import { ActionIcon, Group } from '@mantine/core';
import type { ViewMode } from '../../../lib/local-prefs.ts';
import { GridIcon, ListIcon } from './catalog-icons.tsx';

/** Card or list view: two pressed-state buttons in a labelled group. */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const { _ } = useLingui();
  return (
    <Group gap={2} role="group" aria-label={_('cat.view')} wrap="nowrap">
      <ActionIcon
        variant={view === 'card' ? 'filled' : 'default'}
        size="lg"
        aria-label={_('cat.cardView')}
        aria-pressed={view === 'card'}
        onClick={() => onChange('card')}
      >
        <GridIcon />
      </ActionIcon>
      <ActionIcon
        variant={view === 'list' ? 'filled' : 'default'}
        size="lg"
        aria-label={_('cat.listView')}
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
      >
        <ListIcon />
      </ActionIcon>
    </Group>
  );
}
