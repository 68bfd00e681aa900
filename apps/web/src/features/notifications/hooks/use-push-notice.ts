import { useSyncExternalStore } from 'react';

// One notice for the whole app: push is turned on from the wizard, the notice shows in the frame.
let notice: string | null = null;
const listeners = new Set<() => void>();

export function showPushNotice(message: string | null) {
  notice = message;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushNotice() {
  return useSyncExternalStore(subscribe, () => notice);
}
