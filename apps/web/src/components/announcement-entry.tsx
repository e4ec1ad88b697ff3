import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { Announcement } from '@storefront/contract/my-store';
import { linkHref, linkText } from '../lib/external-link.ts';
import { formatDate, isoDate } from '../lib/format-date.ts';

/** One announcement: title, published date, details (plain text) and its external links. */
export function AnnouncementEntry({ announcement: a }: { announcement: Announcement }) {
  return (
    <Card component="article" withBorder padding="md">
      <Stack gap={6}>
        <Title order={2} size="h4">
          {a.title}
        </Title>
        <Text size="sm" c="dimmed">
          <time dateTime={isoDate(a.published)}>{formatDate(a.published)}</time>
        </Text>
        {a.details ? <Text style={{ whiteSpace: 'pre-wrap' }}>{a.details}</Text> : null}
        {a.externalLinks.map((link, i) => {
          const href = linkHref(link.url);
          const text = linkText(link.label);
          return href ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: links have no id and never reorder
            <Anchor key={i} href={href} target="_blank" rel="noopener noreferrer">
              {text}
            </Anchor>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <Text key={i}>{text}</Text>
          );
        })}
      </Stack>
    </Card>
  );
}
