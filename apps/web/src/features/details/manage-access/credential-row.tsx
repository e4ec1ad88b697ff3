import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Table } from '@mantine/core';
import type { Credential } from '@storefront/contract/runtime';
import { formatDate } from '../../../lib/format-date.ts';
import { isExpired, productState, productStateLabel } from './credential-rules.ts';
import { MaskedKey } from './masked-key.tsx';

export interface CredentialActions {
  use(consumerKey: string): void;
  stopUsing(consumerKey: string): void;
  remove(consumerKey: string): void;
  rotate(consumerKey: string): void;
  revoke(consumerKey: string): void;
}

interface Props {
  credential: Credential;
  apiProduct: string | null;
  /** Credential removal shows only on the external platform's runtime (spec section 6). */
  canRemove: boolean;
  busy: boolean;
  actions: CredentialActions;
}

const STATE_COLOR = { approved: 'green', none: 'gray', pending: 'yellow', rejected: 'red', revoked: 'red' };

/** One credential: masked key, dates, its status for this API (Active/Inactive, or pending…), buttons. */
export function CredentialRow({ credential, apiProduct, canRemove, busy, actions }: Props) {
  const { _ } = useLingui();
  const state = productState(credential, apiProduct);
  const active = state === 'approved';
  const attached = state !== 'none';
  const expired = isExpired(credential);
  const revoked = credential.status === 'revoked';
  const key = credential.consumerKey;
  return (
    <Table.Tr>
      <Table.Td>
        <MaskedKey value={key} label={_('access.cred.keyEnding', { hint: key.slice(-4) })} />
      </Table.Td>
      <Table.Td>{credential.issuedAt ? formatDate(credential.issuedAt) : '—'}</Table.Td>
      <Table.Td>
        {credential.expiresAt ? formatDate(credential.expiresAt) : _('access.cred.never')}{' '}
        {expired ? (
          <Badge color="red" variant="light">
            {_('access.cred.expired')}
          </Badge>
        ) : null}
        {revoked ? (
          <Badge color="gray" variant="light">
            {_('access.cred.revoked')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge
          color={STATE_COLOR[state]}
          variant={active ? 'filled' : state === 'none' ? 'outline' : 'light'}
        >
          {productStateLabel(state)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          {attached ? (
            <Button size="xs" variant="light" disabled={busy} onClick={() => actions.stopUsing(key)}>
              {_('access.cred.stopUsing')}
            </Button>
          ) : (
            <Button size="xs" disabled={busy || revoked} onClick={() => actions.use(key)}>
              {_('access.cred.use')}
            </Button>
          )}
          {!revoked ? (
            <>
              <Button size="xs" variant="default" disabled={busy} onClick={() => actions.rotate(key)}>
                {_('access.cred.rotate')}
              </Button>
              <Button size="xs" variant="default" disabled={busy} onClick={() => actions.revoke(key)}>
                {_('access.cred.revoke')}
              </Button>
            </>
          ) : null}
          {canRemove ? (
            <Button
              size="xs"
              color="red"
              variant="subtle"
              disabled={busy}
              onClick={() => actions.remove(key)}
            >
              {_('access.cred.remove')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
