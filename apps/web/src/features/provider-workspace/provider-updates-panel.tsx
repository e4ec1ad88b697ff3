import { Alert, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { providerItemsQueryOptions } from './api/list-items.ts';
import { postNotice } from './api/post-notice.ts';

const MESSAGE_MAX = 4000;

/** Post a provider update on an item (watchers are notified), with a preview as consumers see it. */
export function ProviderUpdatesPanel() {
  const items = useQuery(providerItemsQueryOptions());
  const [itemId, setItemId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = useMutation({
    mutationFn: () => postNotice(itemId ?? '', message.trim()),
    onSuccess: () => setMessage(''),
    onError: (err) => setError(describeError(err).title),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!itemId) return setError('Choose an item.');
    if (!message.trim()) return setError('Write the update first.');
    setError(null);
    post.mutate();
  };
  const options = (items.data?.results ?? []).map((i) => ({ value: i.id, label: `${i.name} (${i.id})` }));
  return (
    <Stack gap="md" maw={720}>
      <form onSubmit={submit} aria-label="Post a provider update">
        <Stack gap="sm">
          <Select
            label="Item"
            placeholder={items.isPending ? 'Loading items…' : 'Choose an item'}
            data={options}
            value={itemId}
            searchable
            onChange={setItemId}
            error={items.isError ? describeError(items.error).title : undefined}
          />
          <Textarea
            label="Update"
            rows={3}
            maxLength={MESSAGE_MAX}
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
              Post update
            </Button>
          </Group>
        </Stack>
      </form>
      {post.isSuccess ? (
        <Alert color="green" role="status">
          Update posted; {post.data.notified} watcher(s) notified.
        </Alert>
      ) : null}
      {message.trim() ? (
        <section aria-label="Preview">
          <Title order={2} size="h4" mb="xs">
            Preview
          </Title>
          <Card withBorder padding="md">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message}
            </Text>
          </Card>
        </section>
      ) : null}
    </Stack>
  );
}
