/**
 * A note on the device that an account's progress was shown here, so a page that opens
 * already signed out (the session ended while the tab was closed) still cleans up what
 * the account left: its preferences. Tiny and free of zod, for the first page's watcher.
 */
export const ACCOUNT_MARKER_KEY = 'fretboard.progress.account';

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): MarkerStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function hasAccountMarker(store: MarkerStorage | null = storage()): boolean {
  try {
    return store?.getItem(ACCOUNT_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}

export function setAccountMarker(on: boolean, store: MarkerStorage | null = storage()): void {
  try {
    if (on) store?.setItem(ACCOUNT_MARKER_KEY, '1');
    else store?.removeItem(ACCOUNT_MARKER_KEY);
  } catch {
    // Storage refused: the next sign-out in an open tab still cleans up.
  }
}
