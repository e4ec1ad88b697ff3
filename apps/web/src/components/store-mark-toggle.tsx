import { ActionIcon } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { failureWithLimit } from '../lib/api-error.ts';
import { type StoreMark, useStoreMarkMutation } from '../lib/store-actions.ts';
import { FloatingNotice } from './floating-notice.tsx';

export interface StoreMarkToggleProps {
  itemId: string;
  itemName?: string;
  /** The state the server last reported (e.g. userFavourite from the search result). */
  active: boolean;
  size?: 'sm' | 'md' | 'lg';
}

interface ToggleTexts {
  mark: StoreMark;
  onLabel: string;
  offLabel: string;
  failure: (turningOn: boolean) => string;
  icon: (active: boolean) => ReactNode;
  colour: string;
}

/**
 * A heart or bell that sends add/remove and flips only when the call succeeds (spec section 4).
 * On failure it stays as it was and a notice says so.
 */
export function StoreMarkToggle({
  itemId,
  itemName,
  active,
  size = 'md',
  ...texts
}: StoreMarkToggleProps & ToggleTexts) {
  const [shown, setShown] = useState(active);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useStoreMarkMutation(texts.mark, itemId);
  const closeFailure = useCallback(() => setFailure(null), []);

  // A refetch (after this or another toggle) brings the server's word; it wins.
  useEffect(() => setShown(active), [active]);

  const toggle = () => {
    if (mutation.isPending) return;
    const next = !shown;
    setFailure(null);
    mutation.mutate(next, {
      onSuccess: (now) => setShown(now),
      onError: (err) => setFailure(failureWithLimit(texts.failure(next), err)),
    });
  };

  const label = shown ? texts.offLabel : texts.onLabel;
  const fullLabel = itemName ? `${label}: ${itemName}` : label;
  return (
    <>
      <ActionIcon
        variant="subtle"
        color={shown ? texts.colour : 'gray'}
        size={size}
        onClick={toggle}
        aria-label={fullLabel}
        title={label}
        aria-pressed={shown}
        aria-busy={mutation.isPending}
        data-pending={mutation.isPending || undefined}
        data-active={shown}
      >
        {texts.icon(shown)}
      </ActionIcon>
      {failure ? <FloatingNotice message={failure} onClose={closeFailure} /> : null}
    </>
  );
}
