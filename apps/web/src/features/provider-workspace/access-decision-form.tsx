import { Button, Group, Textarea } from '@mantine/core';
import type { AccessDecisionBody } from '@storefront/contract/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { decideAccessRequest } from './api/decide-access-request.ts';

const COMMENT_MAX = 480;

/** Approve or deny a pending access request with a comment (posted in the request's thread). */
export function AccessDecisionForm({ requestId, requester }: { requestId: string; requester: string }) {
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
    if (!comment.trim()) return setError('Add a comment for the requester.');
    setError(null);
    decide.mutate(decision);
  };
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-label={`Decide the request of ${requester}`}>
      <Textarea
        mt="sm"
        label="Comment for the requester"
        rows={2}
        maxLength={COMMENT_MAX}
        value={comment}
        error={error}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={() => run('denied')} loading={decide.isPending}>
          Deny
        </Button>
        <Button onClick={() => run('approved')} loading={decide.isPending}>
          Approve
        </Button>
      </Group>
    </form>
  );
}
