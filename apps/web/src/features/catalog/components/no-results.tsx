import { useLingui } from '@lingui/react';
import { Button, Stack, Text } from '@mantine/core';

/** "No results found", plus a hint and "Clear Filters" when filters are set. */
export function NoResults({ onClear }: { onClear?: () => void }) {
  const { _ } = useLingui();
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="no-results">
      <Text fw={600} size="lg">
        {_('cat.noResults')}
      </Text>
      {onClear ? (
        <>
          <Text c="dimmed" ta="center">
            {_('cat.noResultsHint')}
          </Text>
          <Button variant="light" onClick={onClear}>
            {_('cat.clearFilters')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
