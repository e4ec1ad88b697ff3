import { useLingui } from '@lingui/react';
import { Button, Group, Textarea } from '@mantine/core';
import type { AccessDecisionBody } from '@storefront/contract/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { decideAccessRequest } from './api/decide-access-request.ts';

const COMMENT_MAX = 480;

/** Approve or deny a pending access request with a comment (posted in the request's thread). */
export function AccessDecisionForm({ requestId, requester }: { requestId: string; requester: string }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: AccessDecisionBody['decision']) =>
      decideAccessRequest(requestId, { decision, comment: comment.trim() }),
    onSuccess: async () => {
      setComment('');
      await queryClient.invalidateQueries({ queryKey: ['provider'] });
    },
    onError: (err) => setError(describeError(err).title),
  });
  const run = (decision: AccessDecisionBody['decision']) => {
    if (!comment.trim()) return setError(_('ws-main.decide.needComment'));
    setError(null);
    decide.mutate(decision);
  };
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-label={_('ws-main.decide.label', { name: requester })}>
      <Textarea
        mt="sm"
        label={_('ws-main.decide.comment')}
        rows={2}
        maxLength={COMMENT_MAX}
        value={comment}
        error={error}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={() => run('denied')} loading={decide.isPending}>
          {_('ws-main.decide.deny')}
        </Button>
        <Button onClick={() => run('approved')} loading={decide.isPending}>
          {_('ws-main.approve')}
        </Button>
      </Group>
    </form>
  );
}
