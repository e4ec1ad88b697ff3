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
  const headingId = `app-${app.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={4} id={headingId}>
            {app.name}
          </Title>
          {app.reserved ? <Badge variant="light">Used by Try it</Badge> : null}
        </Group>
        <Group gap="xs">
          {canManageCredentials ? (
            <Button size="xs" variant="light" disabled={busy} onClick={onAddCredentials}>
              Add Credentials
            </Button>
          ) : null}
          <Button size="xs" color="red" variant="subtle" disabled={busy} onClick={onRemoveApp}>
            Remove Application
          </Button>
        </Group>
      </Group>
      {app.credentials.length === 0 ? (
        <Text c="dimmed" size="sm">
          This application has no credentials.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={`Credentials of ${app.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Consumer Key</Table.Th>
                <Table.Th>Issued</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
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
