import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { Notice } from '@storefront/contract/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ProviderUpdateCard } from '../../components/provider-update-card.tsx';
import { editNotice, withdrawNotice } from './api/notices.ts';
import { errorText } from './error-text.ts';
import { checkUpdateText, UPDATE_MAX } from './updates-rules.ts';

/** One posted update as consumers see it, with Edit (in place, previewed) and Withdraw (confirmed). */
export function NoticeRow({ itemId, notice }: { itemId: string; notice: Notice }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['provider', 'notices', itemId] });
  const save = useMutation({
    mutationFn: (message: string) => editNotice(itemId, notice.key, message),
    onSuccess: async () => {
      setDraft(null);
      await refresh();
    },
    onError: (err) => setError(errorText(err)),
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawNotice(itemId, notice.key),
    onSuccess: refresh,
    onError: (err) => setError(errorText(err)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkUpdateText(draft ?? '');
    if (problem) return setError(problem);
    setError(null);
    save.mutate((draft ?? '').trim());
  };

  return (
    <Stack gap={6} component="li" data-testid="posted-update">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <ProviderUpdateCard message={draft?.trim() ? draft : notice.message} timestamp={notice.timestamp} />
      </ul>
      {draft !== null ? (
        <form onSubmit={submit} aria-label={_('ws-main.notice.editForm')}>
          <Textarea
            label={_('ws-main.notice.corrected')}
            rows={3}
            maxLength={UPDATE_MAX}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {_('ws-main.notice.correctionNote')}
          </Text>
          <Group gap="xs" mt="xs">
            <Button type="submit" size="xs" loading={save.isPending}>
              {_('ws-main.save')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)}>
              {_('ws-main.cancel')}
            </Button>
          </Group>
        </form>
      ) : confirming ? (
        <Group gap="xs" role="group" aria-label={_('ws-main.confirmWithdrawal')}>
          <Text size="sm">{_('ws-main.notice.withdrawQuestion')}</Text>
          <Button size="xs" color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {_('ws-main.withdraw')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            {_('ws-main.keepIt')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setDraft(notice.message)}>
            {_('ws-main.edit')}
          </Button>
          <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
            {_('ws-main.withdrawAsk')}
          </Button>
        </Group>
      )}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
