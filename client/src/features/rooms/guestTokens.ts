/**
 * A guest's token for a room, kept in sessionStorage by room code: a reload of the tab
 * rejoins as the same guest, and closing the tab forgets it (a guest has no account to
 * keep it in). Never throws: blocked storage only means a reload asks for the name again.
 */
import { GUEST_TOKEN_PATTERN } from '#events/inputSchemas';

const key = (code: string) => `fretboard.room.${code}.guest`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readGuestToken(code: string, store: Pick<Storage, 'getItem'> | null = storage()): string | null {
  try {
    const token = store?.getItem(key(code)) ?? null;
    return token && GUEST_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function saveGuestToken(code: string, token: string, store: Pick<Storage, 'setItem'> | null = storage()): void {
  try {
    store?.setItem(key(code), token);
  } catch {
    // Only a reload will ask for the name again.
  }
}

export function forgetGuestToken(code: string, store: Pick<Storage, 'removeItem'> | null = storage()): void {
  try {
    store?.removeItem(key(code));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
