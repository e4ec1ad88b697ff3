import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ItemRuntime } from '@storefront/contract/runtime';
import { lazy, Suspense } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { AddAppModal } from './add-app-modal.tsx';
import { useRuntime } from './api/get-runtime.ts';
import { AppCard } from './app-card.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import { EXTERNAL_RUNTIME } from './credential-rules.ts';
import { DeveloperModal } from './developer-modal.tsx';
import { DeveloperTable } from './developer-table.tsx';
import { KeyActivity } from './key-activity.tsx';
import { NewSecrets } from './new-secrets.tsx';
import { NO_EMAIL_DETAIL, TEXTS } from './texts.ts';
import { useAccessActions } from './use-access-actions.ts';

// Usage of the consumer's keys loads with its section, so its rules and table stay out of the
// chunks the entry preloads (the catalogue's budget counts the entry's list of them).
const KeyUsage = lazy(() => import('./key-usage.tsx').then((m) => ({ default: m.KeyUsage })));

/** Manage Access (get-api-key): the consumer's developer, applications and credentials. */
export function ManageAccessTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  const runtime = useRuntime(item.id);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel}
      </Title>
      {runtime.isPending ? <Loader size="sm" aria-label={_('access.loadingDetails')} /> : null}
      {runtime.isError ? <LoadFailure error={runtime.error} /> : null}
      {runtime.data ? <ManageAccess itemId={item.id} runtime={runtime.data} /> : null}
    </Stack>
  );
}

function LoadFailure({ error }: { error: unknown }) {
  if (isApiError(error) && error.detail.includes(NO_EMAIL_DETAIL)) {
    return (
      <Alert color="yellow" role="alert">
        <Text>{TEXTS.noEmail}</Text>
        <Text>{TEXTS.noEmailAdvice}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {TEXTS.loadFailed}
    </Alert>
  );
}

function ManageAccess({ itemId, runtime }: { itemId: string; runtime: ItemRuntime }) {
  const { _ } = useLingui();
  const developer = runtime.platformRuntime.developer;
  const apiProduct = runtime.platformRuntime.apiProduct?.name ?? null;
  const email = developer?.email ?? runtime.consumer?.email ?? '';
  const a = useAccessActions(itemId, email, apiProduct, developer);
  const external = runtime.storefront.runtime === EXTERNAL_RUNTIME;
  const inModal = a.modal !== null || a.confirmation !== null;

  if (apiProduct === null) {
    return <Text c="dimmed">{_('access.noPlatform')}</Text>;
  }
  return (
    <Stack gap="md">
      <NewSecrets secrets={a.secrets} onDismiss={a.dismissSecrets} />
      {a.failure && !inModal ? (
        <Alert color="red" role="alert">
          {a.failure}
        </Alert>
      ) : null}
      {developer ? (
        <>
          <section aria-labelledby="developer-details">
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h4" id="developer-details">
                {_('access.dev.details')}
              </Title>
              <Button size="xs" color="red" variant="subtle" disabled={a.busy} onClick={a.removeDeveloper}>
                {_('access.dev.remove')}
              </Button>
            </Group>
            <DeveloperTable developer={developer} />
          </section>
          <section aria-labelledby="applications">
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h4" id="applications">
                {_('access.apps')}
              </Title>
              <Button size="xs" disabled={a.busy} onClick={() => a.setModal('addApp')}>
                {_('access.apps.add')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed" mb="xs">
              {_('access.apps.product', { name: apiProduct })}
            </Text>
            <Stack gap="sm">
              {developer.apps.length === 0 ? <Text c="dimmed">{_('access.apps.none')}</Text> : null}
              {developer.apps.map((app) => (
                <AppCard
                  key={app.name}
                  app={app}
                  apiProduct={apiProduct}
                  canManageCredentials={external}
                  busy={a.busy}
                  actions={a.credentialActions(app.name)}
                  onAddCredentials={() => a.addCredentials(app.name)}
                  onRemoveApp={() => a.removeApp(app.name)}
                />
              ))}
            </Stack>
          </section>
          <Suspense fallback={<Loader size="sm" aria-label={_('access.usage.loading')} />}>
            <KeyUsage itemId={itemId} />
          </Suspense>
          <KeyActivity itemId={itemId} email={email} />
        </>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text>{_('access.dev.none')}</Text>
          <Button onClick={() => a.setModal('developer')}>{_('access.dev.create')}</Button>
        </Stack>
      )}
      {a.modal === 'developer' ? (
        <DeveloperModal
          opened
          initial={{
            email: runtime.consumer?.email ?? '',
            firstName: runtime.consumer?.firstName ?? '',
            lastName: runtime.consumer?.lastName ?? '',
            username: runtime.consumer?.username ?? '',
            appName: '',
          }}
          busy={a.busy}
          failure={a.failure}
          onClose={a.close}
          onSubmit={(form) => void a.createDeveloper(form)}
        />
      ) : null}
      {a.modal === 'addApp' ? (
        <AddAppModal
          opened
          busy={a.busy}
          failure={a.failure}
          onClose={a.close}
          onSubmit={(name) => void a.addApp(name)}
        />
      ) : null}
      <ConfirmModal confirmation={a.confirmation} busy={a.busy} failure={a.failure} onClose={a.close} />
    </Stack>
  );
}

export const Component = ManageAccessTab;
