import { useLingui } from '@lingui/react';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isApiError, PERMISSION_DETAIL } from '../lib/api-error.ts';

/** True when startup failed because the server denied permission (spec section 2). */
export function isPermissionFailure(error: unknown): boolean {
  return isApiError(error) && (error.detail === PERMISSION_DETAIL || error.status === 403);
}

interface StartupErrorScreenProps {
  error: unknown;
  onLogout: () => void;
  /** What failed, for the person asking for help (e.g. the identity provider that could not be reached). */
  detail?: string;
}

/** Full-page error when a startup call fails: permission or generic variant, with Logout. */
export function StartupErrorScreen({ error, onLogout, detail }: StartupErrorScreenProps) {
  const { _ } = useLingui();
  const isPermission = isPermissionFailure(error);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={560} w="100%" role="alert">
        <Stack gap="md">
          <Title order={1} size="h2">
            {isPermission ? _('startup.permissionTitle') : _('startup.genericTitle')}
          </Title>
          <Text>{isPermission ? _('startup.permissionText') : _('startup.genericText')}</Text>
          {detail ? (
            <Text
              size="sm"
              c="dimmed"
              data-testid="startup-error-detail"
              style={{ overflowWrap: 'anywhere' }}
            >
              {detail}
            </Text>
          ) : null}
          <Group>
            {isPermission ? null : (
              <Button variant="default" onClick={() => window.location.reload()}>
                {_('startup.refresh')}
              </Button>
            )}
            <Button onClick={onLogout}>{_('menu.logout')}</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
