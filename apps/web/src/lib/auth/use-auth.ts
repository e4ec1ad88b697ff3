import type { User } from 'oidc-client-ts';
import { useSyncExternalStore } from 'react';
import { getUserManager, signOut } from './auth-service.ts';

let snapshot: User | null = null;

function subscribe(onChange: () => void): () => void {
  const um = getUserManager();
  const loaded = (user: User) => {
    snapshot = user;
    onChange();
  };
  const unloaded = () => {
    snapshot = null;
    onChange();
  };
  um.events.addUserLoaded(loaded);
  um.events.addUserUnloaded(unloaded);
  void um.getUser().then((user) => {
    if (user !== snapshot) loaded(user as User);
  });
  return () => {
    um.events.removeUserLoaded(loaded);
    um.events.removeUserUnloaded(unloaded);
  };
}

/** The signed-in OIDC user (token holder); re-renders when a renewal loads a new token. */
export function useAuthUser(): User | null {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** Logout: ends the identity-provider session and comes back to /store/. */
export function useSignOut(): () => void {
  return () => void signOut();
}
