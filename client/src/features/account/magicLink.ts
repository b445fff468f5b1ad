import { isRecord, text } from '../../state/validate';

/**
 * The magic link asked for in this tab: the address (to show it and to ask again) and
 * where to go after signing in. Kept in sessionStorage rather than the URL, so the address
 * never lands in history or page-view analytics, and it survives a reload of the
 * check-your-e-mail page.
 */
export interface MagicLinkRequest {
  email: string;
  callbackUrl: string;
  /** When the latest link was asked for (ms since the epoch). */
  sentAt: number;
}

const KEY = 'fretboard.magic-link.v1';

/** How long to wait before asking for another link, so people do not flood their inbox. */
export const RESEND_WAIT_SECONDS = 30;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Notes a link just asked for (now, unless told when); answers what was noted. */
export function rememberMagicLink(
  request: Omit<MagicLinkRequest, 'sentAt'> & { sentAt?: number },
  storage: Storage | undefined = sessionStore(),
): MagicLinkRequest {
  const noted = { ...request, sentAt: request.sentAt ?? Date.now() };
  try {
    storage?.setItem(KEY, JSON.stringify(noted));
  } catch {
    // Storage full or forbidden: the page then asks for the address again.
  }
  return noted;
}

export function recallMagicLink(storage: Storage | undefined = sessionStore()): MagicLinkRequest | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!isRecord(value)) return null;
    const email = text(value.email, /@/, 320);
    const callbackUrl = text(value.callbackUrl, /^\/(?!\/)/, 2000);
    const sentAt = typeof value.sentAt === 'number' && Number.isFinite(value.sentAt) ? value.sentAt : undefined;
    return email && callbackUrl && sentAt !== undefined ? { email, callbackUrl, sentAt } : null;
  } catch {
    return null;
  }
}

/** Whole seconds until another link may be asked for; 0 when it may be now. */
export function resendWait(sentAt: number, now: number): number {
  const elapsed = Math.max(0, now - sentAt);
  return Math.max(0, Math.ceil(RESEND_WAIT_SECONDS - elapsed / 1000));
}
