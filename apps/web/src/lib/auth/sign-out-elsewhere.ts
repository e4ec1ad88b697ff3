/**
 * Sign-out reaches every tab of this browser at once (issue 27): tokens live in each tab's session
 * storage, so a tab that is not told keeps working until its token expires. BroadcastChannel tells
 * same-origin tabs; the storage event is the fallback where BroadcastChannel is missing.
 */
const CHANNEL = 'storefront-auth';
const STORAGE_KEY = 'storefront.signedOutAt';
const MESSAGE = 'signed-out';

export function announceSignOut(): void {
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(MESSAGE);
    channel.close();
  } catch {
    // No BroadcastChannel: the storage event below still reaches the other tabs.
  }
  try {
    localStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage unavailable: nothing more can be told.
  }
}

/** Calls `onSignedOut` once when another tab signs out; returns the unsubscribe. */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    onSignedOut();
  };
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event) => {
      if (event.data === MESSAGE) fire();
    };
  } catch {
    channel = null;
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue) fire();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
