import { Button, Stack, Text } from '@mantine/core';

/** "No results found", plus a hint and "Clear Filters" when filters are set. */
export function NoResults({ onClear }: { onClear?: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="no-results">
      <Text fw={600} size="lg">
        No results found
      </Text>
      {onClear ? (
        <>
          <Text c="dimmed" ta="center">
            Try different search words, or remove some filters to see more APIs.
          </Text>
          <Button variant="light" onClick={onClear}>
            Clear Filters
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
