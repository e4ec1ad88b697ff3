import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useCreateRuntimeKey } from './api/create-runtime-key.ts';
import type { TryState } from './try-mode.ts';

export const KEY_NEEDED_TEXT = 'An API key is needed to use this API with real data or to enable Try.';
const NO_EMAIL = 'No associated email address';

function CopyKey({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Group gap="xs">
      <Button variant="default" onClick={copy} aria-label={`Copy API key ${value}`} ff="monospace">
        {value}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {copied ? 'Copied' : 'Click to copy'}
      </Text>
    </Group>
  );
}

/** Key panel (spec section 2, Documentation): none, valid (click to copy) or expired. */
export function KeyPanel({ itemId, state }: { itemId: string; state: TryState }) {
  const create = useCreateRuntimeKey(itemId);
  const error = create.error;
  return (
    <Paper withBorder p="sm" component="section" aria-label="API key">
      {state.keyState === 'none' ? (
        <Group justify="space-between">
          <Text size="sm">{KEY_NEEDED_TEXT}</Text>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            Get API Key
          </Button>
        </Group>
      ) : null}
      {state.keyState === 'valid' && state.key ? (
        <Group gap="sm">
          <Text size="sm" fw={500}>
            Your API key
          </Text>
          <CopyKey value={state.key.value} />
        </Group>
      ) : null}
      {state.keyState === 'expired' && state.key ? (
        <Group justify="space-between">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Your API key
            </Text>
            <Text ff="monospace" size="sm">
              {state.key.value}
            </Text>
            <Text size="sm" c="red">
              (Expired)
            </Text>
          </Group>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            Get New API Key
          </Button>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {isApiError(error) && error.detail === NO_EMAIL
            ? 'Your account must have an email address set to use this feature. Please contact your administrator for support.'
            : 'We could not retrieve your details at this time, please try again'}
        </Alert>
      ) : null}
    </Paper>
  );
}
