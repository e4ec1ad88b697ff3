import type { Credential, DeveloperApp, DeveloperBody, ItemRuntime } from '@storefront/contract/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../../lib/api-client.ts';
import { keyEventsKey, platformPath, runtimeKey } from './keys.ts';

/** A credential's secret, shown once: only the response of the call that created it carries one. */
export type NewSecret = { appName: DeveloperApp['name'] } & Pick<Credential, 'consumerKey'> &
  Required<Pick<Credential, 'consumerSecret'>>;

/** The secrets of keys just created, and the runtime without them (secrets are never cached). */
export function splitSecrets(runtime: ItemRuntime): { runtime: ItemRuntime; secrets: NewSecret[] } {
  const secrets: NewSecret[] = [];
  const developer = runtime.platformRuntime.developer;
  if (!developer) return { runtime, secrets };
  const apps = developer.apps.map((app) => ({
    ...app,
    credentials: app.credentials.map(({ consumerSecret, ...credential }) => {
      if (consumerSecret)
        secrets.push({ appName: app.name, consumerKey: credential.consumerKey, consumerSecret });
      return credential;
    }),
  }));
  return {
    runtime: {
      ...runtime,
      platformRuntime: { ...runtime.platformRuntime, developer: { ...developer, apps } },
    },
    secrets,
  };
}

/** POST (create the developer with one app) or PUT (every other change) .../platformRuntime/developer. */
export const saveDeveloper = (itemId: string, email: string, body: DeveloperBody, create: boolean) =>
  (create ? apiPost<ItemRuntime> : apiPut<ItemRuntime>)(`${platformPath(itemId, email)}/developer`, body);

export function useSaveDeveloper(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { email: string; body: DeveloperBody; create?: boolean }) =>
      splitSecrets(await saveDeveloper(itemId, vars.email, vars.body, vars.create === true)),
    onSuccess: ({ runtime }) => {
      queryClient.setQueryData<ItemRuntime>(runtimeKey(itemId), (old) => ({
        ...runtime,
        consumer: old?.consumer,
      }));
      void queryClient.invalidateQueries({ queryKey: keyEventsKey(itemId) });
    },
  });
}
