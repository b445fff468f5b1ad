/**
 * Whether a change is waiting for the server to answer again (it said it is reconnecting
 * to its database, is busy, or could not be reached), so the app can say "reconnecting"
 * instead of showing an error while the change is sent again with the same event ids.
 * A count, not a flag: several changes may wait at once, each ends its own wait.
 */
import { useSyncExternalStore } from 'react';

let waiting = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Marks one change as waiting; returns the function that ends that wait (once, however often it is called). */
export function beginReconnecting(): () => void {
  waiting++;
  if (waiting === 1) notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting--;
    if (waiting === 0) notify();
  };
}

export const isReconnecting = (): boolean => waiting > 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Re-renders when the app starts or stops waiting for the server. */
export function useReconnecting(): boolean {
  return useSyncExternalStore(subscribe, isReconnecting, () => false);
}
