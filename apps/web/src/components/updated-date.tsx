import { Text } from '@mantine/core';
import { formatDate, isoDate, UNRECOGNISED_DATE } from '../lib/format-date.ts';

/**
 * "Updated Mar 5, 2024" under an item's name (cards, list rows, recently viewed); "Date is not
 * recognised" when the server's date cannot be parsed; nothing when there is none.
 */
export function UpdatedDate({ value }: { value: string | null | undefined }) {
  const text = formatDate(value);
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="item-updated">
      {text === UNRECOGNISED_DATE ? (
        text
      ) : (
        <>
          Updated <time dateTime={isoDate(value)}>{text}</time>
        </>
      )}
    </Text>
  );
}
