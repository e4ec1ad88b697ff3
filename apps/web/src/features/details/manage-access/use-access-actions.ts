import type { Developer, DeveloperBody } from '@storefront/contract/runtime';
import { useState } from 'react';
import { failureWithLimit } from '../../../lib/api-error.ts';
import { useRevokeKey } from './api/revoke-key.ts';
import { useRotateKey } from './api/rotate-key.ts';
import { type NewSecret, useSaveDeveloper } from './api/save-developer.ts';
import type { Confirmation } from './confirm-modal.tsx';
import { FAILURES, type FailureKind } from './texts.ts';
import type { DeveloperForm } from './validation.ts';

type Apps = DeveloperBody['apps'];
export type Modal = 'developer' | 'addApp' | null;

/** Every Manage Access action, its spec failure text, and what the screen shows around it. */
export function useAccessActions(
  itemId: string,
  email: string,
  apiProduct: string | null,
  developer: Developer | null,
) {
  const save = useSaveDeveloper(itemId);
  const rotate = useRotateKey(itemId);
  const revoke = useRevokeKey(itemId);
  const [failure, setFailure] = useState<string | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [secrets, setSecrets] = useState<NewSecret[]>([]);
  const busy = save.isPending || rotate.isPending || revoke.isPending;

  const profile = developer ?? { email, firstName: '', lastName: '', username: '' };
  const body = (apps: Apps, deleted?: boolean): DeveloperBody => ({
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    apps,
    ...(deleted ? { deleted } : {}),
  });

  function begin() {
    setFailure(null);
  }
  function close() {
    setModal(null);
    setConfirmation(null);
    setFailure(null);
  }

  async function put(apps: Apps, kind: FailureKind, deleted?: boolean) {
    begin();
    try {
      const result = await save.mutateAsync({ email, body: body(apps, deleted) });
      if (result.secrets.length > 0) setSecrets(result.secrets);
      setModal(null);
      setConfirmation(null);
    } catch (err) {
      setFailure(failureWithLimit(FAILURES[kind], err));
    }
  }

  const confirm = (c: Omit<Confirmation, 'run'>, run: () => void) => {
    setFailure(null);
    setConfirmation({ ...c, run });
  };

  const credentialActions = (appName: string) => ({
    use: (key: string) =>
      put(
        [
          {
            name: appName,
            credentials: [{ consumerKey: key, products: [{ apiProduct: apiProduct ?? '', deleted: false }] }],
          },
        ],
        'update',
      ),
    stopUsing: (key: string) =>
      put(
        [
          {
            name: appName,
            credentials: [{ consumerKey: key, products: [{ apiProduct: apiProduct ?? '', deleted: true }] }],
          },
        ],
        'update',
      ),
    remove: (key: string) =>
      confirm(
        {
          title: 'Remove Credentials',
          message: `Remove the credentials ending ${key.slice(-4)} from ${appName}? Calls made with this key will fail.`,
          confirmLabel: 'Remove',
        },
        () =>
          void put(
            [{ name: appName, credentials: [{ consumerKey: key, deleted: true }] }],
            'removeCredentials',
          ),
      ),
    rotate: async (key: string) => {
      begin();
      try {
        const rotated = await rotate.mutateAsync({ email, appName, consumerKey: key });
        setSecrets([
          {
            appName,
            consumerKey: rotated.credential.consumerKey,
            consumerSecret: rotated.credential.consumerSecret ?? '',
          },
        ]);
      } catch (err) {
        setFailure(failureWithLimit(FAILURES.update, err));
      }
    },
    revoke: (key: string) =>
      confirm(
        {
          title: 'Revoke Key',
          message: `Revoke the key ending ${key.slice(-4)}? It stops working at once.`,
          confirmLabel: 'Revoke',
        },
        async () => {
          try {
            await revoke.mutateAsync({ email, appName, consumerKey: key });
            setConfirmation(null);
          } catch (err) {
            setFailure(failureWithLimit(FAILURES.update, err));
          }
        },
      ),
  });

  async function createDeveloper(form: DeveloperForm) {
    begin();
    try {
      const result = await save.mutateAsync({
        email,
        create: true,
        body: {
          email: form.email.trim(),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          username: form.username.trim(),
          apps: [{ name: form.appName }],
        },
      });
      setSecrets(result.secrets);
      setModal(null);
    } catch {
      setFailure(FAILURES.create);
    }
  }

  return {
    busy,
    failure,
    modal,
    confirmation,
    secrets,
    setModal,
    close,
    dismissSecrets: () => setSecrets([]),
    credentialActions,
    createDeveloper,
    addApp: (name: string) => put([{ name }], 'create'),
    addCredentials: (appName: string) => put([{ name: appName, credentials: [{}] }], 'addCredentials'),
    removeApp: (appName: string) =>
      confirm(
        {
          title: 'Remove Application',
          message: `Remove the application ${appName} and all its credentials?`,
          confirmLabel: 'Remove',
        },
        () => void put([{ name: appName, deleted: true }], 'removeApp'),
      ),
    removeDeveloper: () =>
      confirm(
        {
          title: 'Remove Developer',
          message: 'Remove your developer record with all its applications and credentials?',
          confirmLabel: 'Remove',
        },
        () => void put([], 'removeDeveloper', true),
      ),
  };
}
