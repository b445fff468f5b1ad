import { useSyncExternalStore } from 'react';

/** A phone held upright, or a window as narrow: the neck then shows only the frets a pattern uses. */
const NARROW = '(max-width: 600px)';

const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null);

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Whether the screen is narrow (re-renders when that changes); false when rendered without a window. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
