import { useLingui } from '@lingui/react';
import { Button, Group, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { replyToThread } from './api/reply-to-thread.ts';
import type { InboxEntry } from './inbox-rules.ts';

/** Answer a question as the provider; the thread leaves the unanswered list. */
export function ReplyForm({ entry }: { entry: InboxEntry }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => replyToThread(entry.conversationKey, entry.order, message.trim()),
    onSuccess: async () => {
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: ['provider'] });
    },
    onError: (err) => setError(describeError(err).title),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(_('ws-main.reply.empty'));
    setError(null);
    send.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={_('ws-main.reply.label', { name: entry.author })}>
      <Textarea
        mt="sm"
        label={_('ws-main.reply.field')}
        rows={2}
        maxLength={4000}
        value={message}
        error={error}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" loading={send.isPending}>
          {_('ws-main.reply.send')}
        </Button>
      </Group>
    </form>
  );
}
