import { Badge, Button, Group, Table } from '@mantine/core';
import type { Credential } from '@storefront/contract/runtime';
import { formatDate } from '../../../lib/format-date.ts';
import { isActive, isExpired } from './credential-rules.ts';
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

/** One credential: masked key, dates, Active/Inactive for this API, and its buttons. */
export function CredentialRow({ credential, apiProduct, canRemove, busy, actions }: Props) {
  const active = isActive(credential, apiProduct);
  const expired = isExpired(credential);
  const revoked = credential.status === 'revoked';
  const key = credential.consumerKey;
  return (
    <Table.Tr>
      <Table.Td>
        <MaskedKey value={key} label={`key ending ${key.slice(-4)}`} />
      </Table.Td>
      <Table.Td>{credential.issuedAt ? formatDate(credential.issuedAt) : '—'}</Table.Td>
      <Table.Td>
        {credential.expiresAt ? formatDate(credential.expiresAt) : 'Never'}{' '}
        {expired ? (
          <Badge color="red" variant="light">
            Expired
          </Badge>
        ) : null}
        {revoked ? (
          <Badge color="gray" variant="light">
            Revoked
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge color={active ? 'green' : 'gray'} variant={active ? 'filled' : 'outline'}>
          {active ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          {active ? (
            <Button size="xs" variant="light" disabled={busy} onClick={() => actions.stopUsing(key)}>
              Remove From Application
            </Button>
          ) : (
            <Button size="xs" disabled={busy || revoked} onClick={() => actions.use(key)}>
              Use These Credentials
            </Button>
          )}
          {!revoked ? (
            <>
              <Button size="xs" variant="default" disabled={busy} onClick={() => actions.rotate(key)}>
                Rotate
              </Button>
              <Button size="xs" variant="default" disabled={busy} onClick={() => actions.revoke(key)}>
                Revoke
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
              Remove Credentials
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
