import { useLingui } from '@lingui/react';
import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { DeveloperApp } from '@storefront/contract/runtime';
import { type CredentialActions, CredentialRow } from './credential-row.tsx';

interface Props {
  app: DeveloperApp;
  apiProduct: string | null;
  /** Credential creation and removal: only on the external platform's runtime. */
  canManageCredentials: boolean;
  busy: boolean;
  actions: CredentialActions;
  onAddCredentials: () => void;
  onRemoveApp: () => void;
}

/** One application with its credentials. */
export function AppCard({
  app,
  apiProduct,
  canManageCredentials,
  busy,
  actions,
  onAddCredentials,
  onRemoveApp,
}: Props) {
  const { _ } = useLingui();
  const headingId = `app-${app.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={4} id={headingId}>
            {app.name}
          </Title>
          {app.reserved ? <Badge variant="light">{_('access.apps.tryBadge')}</Badge> : null}
        </Group>
        <Group gap="xs">
          {canManageCredentials ? (
            <Button size="xs" variant="light" disabled={busy} onClick={onAddCredentials}>
              {_('access.cred.add')}
            </Button>
          ) : null}
          <Button size="xs" color="red" variant="subtle" disabled={busy} onClick={onRemoveApp}>
            {_('access.apps.remove')}
          </Button>
        </Group>
      </Group>
      {app.credentials.length === 0 ? (
        <Text c="dimmed" size="sm">
          {_('access.cred.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={_('access.cred.of', { name: app.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('access.cred.key')}</Table.Th>
                <Table.Th>{_('access.cred.issued')}</Table.Th>
                <Table.Th>{_('access.cred.expires')}</Table.Th>
                <Table.Th>{_('access.status')}</Table.Th>
                <Table.Th>{_('access.cred.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {app.credentials.map((c) => (
                <CredentialRow
                  key={c.consumerKey}
                  credential={c}
                  apiProduct={apiProduct}
                  canRemove={canManageCredentials}
                  busy={busy}
                  actions={actions}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
