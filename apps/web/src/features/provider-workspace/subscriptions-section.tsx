import { useLingui } from '@lingui/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { Subscription, SubscriptionDecisionBody } from '@storefront/contract/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { decideSubscription, subscriptionsQueryOptions } from './api/subscriptions.ts';
import { errorText } from './error-text.ts';
import { pageCount } from './inbox-rules.ts';
import {
  SUBSCRIPTION_STATUS_LABEL,
  type SubscriptionView,
  subscriptionActions,
  subscriptionsQuery,
} from './subscriptions-rules.ts';

const COMMENT_MAX = 480;
/** Labels are keys of the ws-main area's catalogue (issue 31). */
const VIEWS: { value: SubscriptionView; label: string }[] = [
  { value: 'open', label: 'ws-main.subs.view.open' },
  { value: 'pending', label: 'ws-main.subs.view.pending' },
  { value: 'approved', label: 'ws-main.subs.view.approved' },
  { value: 'closed', label: 'ws-main.subs.view.closed' },
];
/** Mantine's page controls, as the subscriptions name them ("next page of subscriptions"). */
const CONTROL_LABEL = {
  first: 'ws-main.subs.page.first',
  previous: 'ws-main.subs.page.previous',
  next: 'ws-main.subs.page.next',
  last: 'ws-main.subs.page.last',
} as const;

/** One consumer's key on one product: who, which key, its status, and what the provider may do. */
function SubscriptionCard({ sub }: { sub: Subscription }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (action: SubscriptionDecisionBody['action']) =>
      decideSubscription(sub.id, { action, ...(comment.trim() ? { comment: comment.trim() } : {}) }),
    onSuccess: async () => {
      setComment('');
      await queryClient.invalidateQueries({ queryKey: ['provider'] });
    },
    onError: (err) => setError(errorText(err)),
  });
  const run = (action: SubscriptionDecisionBody['action']) => {
    // The server refuses a rejection without a comment too; saying so here saves the round trip.
    if (action === 'reject' && !comment.trim()) return setError(_('ws-main.subs.needComment'));
    setError(null);
    decide.mutate(action);
  };
  const actions = subscriptionActions(sub.status);
  const who = sub.consumer.displayName;
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      data-testid="subscription"
      aria-label={_('ws-main.subs.cardLabel', { name: who, item: sub.itemName, hint: sub.keyHint.slice(-4) })}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Badge variant="light">{_('ws-main.subs.badge')}</Badge>
          <Badge
            variant="outline"
            color={sub.status === 'approved' ? 'green' : sub.status === 'pending' ? 'yellow' : 'red'}
          >
            {SUBSCRIPTION_STATUS_LABEL[sub.status]}
          </Badge>
          <Text fw={600}>{sub.itemName}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {who} · {formatDateTime(sub.updatedAt)}
        </Text>
      </Group>
      <Text size="sm" mt="xs">
        {_('ws-main.subs.key', {
          app: sub.appName,
          hint: sub.keyHint,
          product: sub.apiProduct,
          runtime: sub.runtime,
        })}
      </Text>
      {sub.comment ? <Text size="sm">{_('ws-main.comment', { comment: sub.comment })}</Text> : null}
      {actions.length > 0 ? (
        <form onSubmit={(e) => e.preventDefault()} aria-label={_('ws-main.subs.decideLabel', { name: who })}>
          <Textarea
            mt="sm"
            label={_('ws-main.subs.comment')}
            description={actions.includes('reject') ? _('ws-main.subs.commentHelp') : undefined}
            rows={2}
            maxLength={COMMENT_MAX}
            value={comment}
            error={error}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Group justify="flex-end" mt="xs">
            {actions.includes('reject') ? (
              <Button variant="default" onClick={() => run('reject')} loading={decide.isPending}>
                {_('ws-main.subs.reject')}
              </Button>
            ) : null}
            {actions.includes('revoke') ? (
              <Button color="red" variant="outline" onClick={() => run('revoke')} loading={decide.isPending}>
                {_('ws-main.subs.revoke')}
              </Button>
            ) : null}
            {actions.includes('approve') ? (
              <Button onClick={() => run('approve')} loading={decide.isPending}>
                {_('ws-main.approve')}
              </Button>
            ) : null}
          </Group>
        </form>
      ) : null}
    </Card>
  );
}

/**
 * The Inbox's subscriptions: keys waiting on a gated product, and approved ones to revoke; filtered
 * and paged by the server, so an item with thousands of pending keys loads one page at a time.
 */
export function SubscriptionsSection({ itemId }: { itemId: string | null }) {
  const { _ } = useLingui();
  const [view, setView] = useState<SubscriptionView>('open');
  const [page, setPage] = useState(1);
  // Another item or view starts again at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemId is the trigger, not a read
  useEffect(() => setPage(1), [itemId]);
  const subs = useQuery(subscriptionsQueryOptions(subscriptionsQuery(itemId, view, page)));
  const data = subs.data;
  // A decision can empty the last page: step back to the one that still has rows.
  useEffect(() => {
    if (data && page > 1 && data.subscriptions.length === 0 && data.total > 0)
      setPage(pageCount(data.total, data.pageSize));
  }, [data, page]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="inbox-subscriptions">
      <Group justify="space-between" align="end">
        <Title order={2} size="h4" id="inbox-subscriptions">
          {_('ws-main.subs.heading')}
        </Title>
        <NativeSelect
          label={_('ws-main.subs.shown')}
          value={view}
          data={VIEWS.map((v) => ({ value: v.value, label: _(v.label) }))}
          onChange={(e) => {
            setView(e.currentTarget.value as SubscriptionView);
            setPage(1);
          }}
        />
      </Group>
      {subs.isError ? (
        <Alert color="red" role="alert">
          {errorText(subs.error)}
        </Alert>
      ) : !data ? null : data.subscriptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {_('ws-main.subs.none')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total > data.pageSize
              ? _('ws-main.subs.countRange', {
                  count: data.total,
                  from: data.page * data.pageSize + 1,
                  to: data.page * data.pageSize + data.subscriptions.length,
                })
              : _('ws-main.subs.count', { count: data.total })}
          </Text>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={_('ws-main.subs.heading')}
            aria-busy={subs.isPlaceholderData}
          >
            {data.subscriptions.map((s) => (
              <SubscriptionCard key={s.id} sub={s} />
            ))}
          </Stack>
          {data.total > data.pageSize ? (
            <Center>
              <Pagination
                total={pageCount(data.total, data.pageSize)}
                value={page}
                onChange={setPage}
                aria-label={_('ws-main.subs.pages')}
                getControlProps={(control) => ({ 'aria-label': _(CONTROL_LABEL[control]) })}
                getItemProps={(n) => ({ 'aria-label': _('ws-main.subs.page', { page: n }) })}
              />
            </Center>
          ) : null}
        </>
      )}
    </Stack>
  );
}
