import { Paper, Text } from '@mantine/core';
import { describeError } from '../lib/api-error.ts';

/**
 * In-page error with the spec's wording; 403 gets the permission wording. (Paper rather than Alert:
 * this sits in the first-page bundle through the route error boundary.)
 */
export function ErrorState({ error }: { error: unknown }) {
  const { title, message } = describeError(error);
  return (
    <Paper withBorder p="md" role="alert" bg="var(--mantine-color-red-light)">
      <Text fw={700}>{title}</Text>
      <Text size="sm" mt={4}>
        {message}
      </Text>
    </Paper>
  );
}
