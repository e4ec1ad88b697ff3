import { Alert, Stack, Text } from '@mantine/core';
import { describeError } from '../lib/api-error.ts';

/** In-page error with the spec's wording; 403 gets the permission wording. */
export function ErrorState({ error }: { error: unknown }) {
  const { title, message } = describeError(error);
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
      </Stack>
    </Alert>
  );
}
