import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { countChars, MESSAGE_MAX, type MessageKind, validateMessage } from './validation.ts';

interface MessageFormProps {
  kind: MessageKind;
  /** Accessible name of the text box. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The spec's failure text for this action. */
  failureText: string;
  initial?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  onSubmit: (message: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A message box: Enter sends, Shift+Enter starts a new line; validation and failure texts of the spec. */
export function MessageForm(props: MessageFormProps) {
  const { _ } = useLingui();
  const [text, setText] = useState(props.initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const counterId = useId();
  const count = countChars(text);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const invalid = validateMessage(props.kind, text);
    setError(invalid);
    setFailure(null);
    if (invalid) return;
    setBusy(true);
    try {
      await props.onSubmit(text);
      setText('');
    } catch (err) {
      // Too many posts: the server's own advice (how long to wait) follows the spec's text.
      setFailure(
        isApiError(err) && err.status === 429 ? `${props.failureText} ${err.detail}` : props.failureText,
      );
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Textarea
          aria-label={props.label}
          placeholder={props.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(validateMessage(props.kind, e.currentTarget.value));
          }}
          onKeyDown={onKeyDown}
          rows={3}
          resize="vertical"
          error={error}
          disabled={props.disabled}
          autoFocus={props.autoFocus}
          aria-describedby={counterId}
        />
        <Group justify="space-between" gap="xs">
          <Text id={counterId} size="xs" c={count > MESSAGE_MAX ? 'red' : 'dimmed'}>
            {count}/{MESSAGE_MAX}
          </Text>
          <Group gap="xs">
            {props.onCancel ? (
              <Button variant="default" size="xs" onClick={props.onCancel} disabled={busy}>
                {_('threads.cancel')}
              </Button>
            ) : null}
            <Button type="submit" size="xs" loading={busy} disabled={props.disabled}>
              {props.submitLabel}
            </Button>
          </Group>
        </Group>
        {failure ? (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
