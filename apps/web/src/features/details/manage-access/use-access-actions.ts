import { i18n } from '@lingui/core';
import type { Developer, DeveloperBody } from '@storefront/contract/runtime';
import { useRef, useState } from 'react';
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
  // One write at a time: a double click (before `busy` has rendered) must not send a second request,
  // which would fail and show its failure beside the first one's result.
  const inFlight = useRef(false);
  const single = async (run: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await run();
    } finally {
      inFlight.current = false;
    }
  };

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

  const put = (apps: Apps, kind: FailureKind, deleted?: boolean) =>
    single(async () => {
      begin();
      try {
        const result = await save.mutateAsync({ email, body: body(apps, deleted) });
        if (result.secrets.length > 0) setSecrets(result.secrets);
        setModal(null);
        setConfirmation(null);
      } catch (err) {
        setFailure(failureWithLimit(FAILURES[kind], err));
      }
    });

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
          title: i18n._('access.cred.remove'),
          message: i18n._('access.confirm.removeCredentials', { hint: key.slice(-4), app: appName }),
          confirmLabel: i18n._('access.remove'),
        },
        () =>
          void put(
            [{ name: appName, credentials: [{ consumerKey: key, deleted: true }] }],
            'removeCredentials',
          ),
      ),
    rotate: (key: string) =>
      single(async () => {
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
      }),
    revoke: (key: string) =>
      confirm(
        {
          title: i18n._('access.revokeKey'),
          message: i18n._('access.confirm.revokeKey', { hint: key.slice(-4) }),
          confirmLabel: i18n._('access.cred.revoke'),
        },
        () =>
          void single(async () => {
            try {
              await revoke.mutateAsync({ email, appName, consumerKey: key });
              setConfirmation(null);
            } catch (err) {
              setFailure(failureWithLimit(FAILURES.update, err));
            }
          }),
      ),
  });

  const createDeveloper = (form: DeveloperForm) =>
    single(async () => {
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
    });

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
          title: i18n._('access.apps.remove'),
          message: i18n._('access.confirm.removeApp', { app: appName }),
          confirmLabel: i18n._('access.remove'),
        },
        () => void put([{ name: appName, deleted: true }], 'removeApp'),
      ),
    removeDeveloper: () =>
      confirm(
        {
          title: i18n._('access.dev.remove'),
          message: i18n._('access.confirm.removeDeveloper'),
          confirmLabel: i18n._('access.remove'),
        },
        () => void put([], 'removeDeveloper', true),
      ),
  };
}
