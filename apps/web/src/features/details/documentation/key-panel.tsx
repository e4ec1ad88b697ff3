import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { productStateLabel } from '../manage-access/credential-rules.ts';
import { useCreateRuntimeKey } from './api/create-runtime-key.ts';
import type { TryState } from './try-mode.ts';

/**
 * What a key waiting on, or refused by, a provider can and cannot do (issue 24), in the active
 * language (getters: each read is in the language of the moment).
 */
export const KEY_STATUS_TEXT = {
  get pending() {
    return i18n._('docs.key.pending');
  },
  get rejected() {
    return i18n._('docs.key.rejected');
  },
  get revoked() {
    return i18n._('docs.key.revoked');
  },
};
/** The server's detail for a user without an email address (its English error text, not shown). */
const NO_EMAIL = 'No associated email address';

function CopyKey({ value }: { value: string }) {
  const { _ } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Group gap="xs">
      <Button variant="default" onClick={copy} aria-label={_('docs.key.copyLabel', { value })} ff="monospace">
        {value}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {copied ? _('docs.key.copied') : _('docs.key.clickToCopy')}
      </Text>
    </Group>
  );
}

/** Key panel (spec section 2, Documentation): none, valid (click to copy) or expired. */
export function KeyPanel({
  itemId,
  state,
  onChoose,
}: {
  itemId: string;
  state: TryState;
  /** Picks which of the user's active keys Try uses. */
  onChoose?: (key: string) => void;
}) {
  const { _ } = useLingui();
  const create = useCreateRuntimeKey(itemId);
  const error = create.error;
  const choices = state.choices ?? [];
  if (state.keysUnavailable) {
    // No runtime, no key: offering "Get API Key" would only end in a retrieval error.
    return (
      <Paper withBorder p="sm" component="section" aria-label={_('docs.key.label')}>
        <Text size="sm">{_('docs.key.unavailable')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="sm" component="section" aria-label={_('docs.key.label')}>
      {state.keyState === 'valid' && state.keyApp ? (
        <Text size="sm" mb="xs">
          {_('docs.key.fromApp', { app: state.keyApp })}
        </Text>
      ) : null}
      {state.keyState === 'valid' && choices.length > 1 && onChoose ? (
        <NativeSelect
          mb="xs"
          maw={420}
          label={_('docs.key.choose')}
          value={state.key?.value ?? ''}
          onChange={(e) => onChoose(e.currentTarget.value)}
          data={choices.map((c) => ({
            value: c.value,
            label: _('docs.key.option', { app: c.appName, end: c.value.slice(-4) }),
          }))}
        />
      ) : null}
      {state.keyState === 'none' ? (
        <Group justify="space-between">
          <Text size="sm">{_('docs.key.needed')}</Text>
          <Button onClick={() => !create.isPending && create.mutate()} loading={create.isPending}>
            {_('docs.key.get')}
          </Button>
        </Group>
      ) : null}
      {state.keyState === 'valid' && state.key ? (
        <Group gap="sm">
          <Text size="sm" fw={500}>
            {_('docs.key.yours')}
          </Text>
          <CopyKey value={state.key.value} />
          {state.keyStatus && state.keyStatus !== 'approved' ? (
            <Badge
              color={state.keyStatus === 'pending' ? 'yellow' : 'red'}
              variant="light"
              data-testid="key-status"
            >
              {productStateLabel(state.keyStatus)}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {state.keyState === 'valid' && state.keyStatus && state.keyStatus !== 'approved' ? (
        <Text size="sm" mt="xs">
          {KEY_STATUS_TEXT[state.keyStatus]}
        </Text>
      ) : null}
      {state.keyState === 'expired' && state.key ? (
        <Group justify="space-between">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {_('docs.key.yours')}
            </Text>
            <Text ff="monospace" size="sm">
              {state.key.value}
            </Text>
            <Text size="sm" c="red">
              {_('docs.key.expired')}
            </Text>
          </Group>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            {_('docs.key.getNew')}
          </Button>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {isApiError(error) && error.detail === NO_EMAIL ? _('docs.key.noEmail') : _('docs.key.failed')}
        </Alert>
      ) : null}
    </Paper>
  );
}
