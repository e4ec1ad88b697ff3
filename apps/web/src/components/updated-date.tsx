import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { formatDate, isoDate } from '../lib/format-date.ts';

/**
 * "Updated Mar 5, 2024" under an item's name (cards, list rows, recently viewed); "Date is not
 * recognised" when the server's date cannot be parsed; nothing when there is none.
 */
export function UpdatedDate({ value }: { value: string | null | undefined }) {
  const { _ } = useLingui();
  const text = formatDate(value);
  if (!text) return null;
  const iso = isoDate(value);
  const [before, after] = _('cat.updated', { date: '\0' }).split('\0');
  return (
    <Text size="sm" c="dimmed" data-testid="item-updated">
      {iso === undefined ? (
        text
      ) : (
        // The date sits where the language puts it ("Updated {date}", "{date}に更新").
        <>
          {before}
          <time dateTime={iso}>{text}</time>
          {after}
        </>
      )}
    </Text>
  );
}
