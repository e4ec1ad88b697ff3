import { useLingui } from '@lingui/react';
import {
  Alert,
  Button,
  Center,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ProviderUpdateCard } from '../../components/provider-update-card.tsx';
import { describeError } from '../../lib/api-error.ts';
import { providerItemsQueryOptions } from './api/list-items.ts';
import { itemNoticesPageOptions, NOTICES_PAGE } from './api/notices.ts';
import { postNotice } from './api/post-notice.ts';
import { errorText } from './error-text.ts';
import { NoticeRow } from './notice-row.tsx';
import { checkUpdateText, UPDATE_MAX } from './updates-rules.ts';

function PostedUpdates({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const notices = useQuery(itemNoticesPageOptions(itemId, (page - 1) * NOTICES_PAGE));
  if (notices.isPending) return <Text size="sm">{_('ws-main.upd.loadingPosted')}</Text>;
  if (notices.isError) return <Alert color="red">{describeError(notices.error).title}</Alert>;
  const { comments, last } = notices.data.conversation;
  return (
    <section aria-label={_('ws-main.upd.posted')}>
      <Title order={2} size="h4" mb="xs">
        {_('ws-main.upd.postedCount', { count: last })}
      </Title>
      {comments.length === 0 ? (
        <Text c="dimmed">{_('det.noUpdates')}</Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.map((n) => (
            <NoticeRow key={n.key} itemId={itemId} notice={n} />
          ))}
        </Stack>
      )}
      {last > NOTICES_PAGE ? (
        <Center mt="sm">
          <Pagination
            total={Math.ceil(last / NOTICES_PAGE)}
            value={page}
            onChange={setPage}
            getItemProps={(n) => ({ 'aria-label': _('cat.page', { page: n }) })}
          />
        </Center>
      ) : null}
    </section>
  );
}

/**
 * Post a provider update on an item (watchers are notified and emailed), previewed with the card
 * consumers see; the item's updates below can be corrected or withdrawn.
 */
export function ProviderUpdatesPanel() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const items = useQuery(providerItemsQueryOptions());
  const [itemId, setItemId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = useMutation({
    mutationFn: () => postNotice(itemId ?? '', message.trim()),
    onSuccess: async () => {
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: ['provider', 'notices', itemId] });
    },
    onError: (err) => setError(errorText(err)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!itemId) return setError(_('ws-main.upd.chooseItemFirst'));
    const problem = checkUpdateText(message);
    if (problem) return setError(problem);
    setError(null);
    post.mutate();
  };
  const options = (items.data?.results ?? []).map((i) => ({ value: i.id, label: `${i.name} (${i.id})` }));
  return (
    <Stack gap="lg" maw={720}>
      <form onSubmit={submit} aria-label={_('ws-main.upd.form')}>
        <Stack gap="sm">
          <Select
            label={_('ws-main.item')}
            placeholder={_(items.isPending ? 'ws-main.upd.loadingItems' : 'ws-main.upd.chooseItem')}
            data={options}
            value={itemId}
            searchable
            onChange={(v) => {
              setItemId(v);
              post.reset();
            }}
            error={items.isError ? describeError(items.error).title : undefined}
          />
          <Textarea
            label={_('ws-main.upd.update')}
            rows={3}
            maxLength={UPDATE_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={post.isPending}>
              {_('ws-main.upd.post')}
            </Button>
          </Group>
        </Stack>
      </form>
      {post.isSuccess ? (
        <Alert color="green" role="status">
          {_('ws-main.upd.done', { count: post.data.notified })}
        </Alert>
      ) : null}
      {message.trim() ? (
        <section aria-label={_('ws-main.preview')}>
          <Title order={2} size="h4" mb="xs">
            {_('ws-main.preview')}
          </Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            <ProviderUpdateCard message={message} timestamp={Date.now()} />
          </ul>
        </section>
      ) : null}
      {itemId ? <PostedUpdates itemId={itemId} /> : null}
    </Stack>
  );
}
