import { useLingui } from '@lingui/react';
import { Anchor, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, isoDate } from '../../lib/format-date.ts';
import { useLatestNews } from './api/get-latest-news.ts';
import { relativeTime } from './relative-time.ts';

/** Re-renders every minute so "3 minutes ago" stays true. */
function useNow(stepMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** The latest provider updates: item name (to its Provider Updates), relative time, message. */
export function ProviderUpdatesList() {
  const { _ } = useLingui();
  const { data, isPending, isError } = useLatestNews();
  const now = useNow();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={_('news.loadingUpdates')} />
      </Center>
    );
  }
  if (isError) return null;
  if (data.notices.length === 0) return <Text>{_('news.noUpdates')}</Text>;
  return (
    <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data.notices.map((n) => (
        <li key={`${n.itemKey.id}-${n.comment.timestamp}`}>
          <Card component="article" withBorder padding="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Anchor
                component={Link}
                to={`/catalog/details/${encodeURIComponent(n.itemKey.id)}/provider-updates`}
                fw={600}
              >
                {n.itemKey.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                <time dateTime={isoDate(n.comment.timestamp)} title={formatDateTime(n.comment.timestamp)}>
                  {relativeTime(n.comment.timestamp, now)}
                </time>
              </Text>
            </Group>
            <Text mt={6} style={{ whiteSpace: 'pre-wrap' }}>
              {n.comment.message}
            </Text>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
