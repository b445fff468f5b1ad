/**
 * A short-lived, in-process cache of session lookups (token hash -> user), so a signed-in
 * request does not pay a database round trip each time (bench/RESULTS.md, authQuery).
 *
 * Revocation stays exact because every way a session or its user changes is a bus
 * message, and the cache drops what a message names:
 *  - `sessionRevoked` (sign-out, an expired session found; Nuke: every session of a user)
 *    and `userChanged` (Auth.js changed the user row, or Set Username did):
 *    server/src/auth/revocation.ts.
 * Appends to a user's stream are not followed: progress (favourites, practice) changes
 * nothing a session carries, and following them made every signed-in write cost the
 * user's next request a lookup (bench/load.bench.ts); Set Username says `userChanged`.
 * On the instance that made the change the message arrives before the change's own
 * response is sent (app.ts hands the cache every notification as it is sent); other
 * instances hear it through LISTEN/NOTIFY a moment later. A lookup that was under way
 * when a message for its session or user arrived is answered but not kept, so it cannot
 * put back what the message removed. Rows changed by hand in the database are the one
 * thing no message announces: the entry's time to live (10 s) bounds those.
 */
import type { Bus } from '../db/bus';
import type { SessionRevoked, UserChanged } from '../db/busMessages';
import type { AuthenticatedUser } from './sessionUser';

export const SESSION_CACHE_TTL_MS = 10_000;

/** The bus messages the cache follows. */
export const CACHE_MESSAGE_TYPES = ['sessionRevoked', 'userChanged'] as const;
export type CacheMessage = SessionRevoked | UserChanged;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: AuthenticatedUser;
  /** The session's own expiry: past it the entry is not used, whatever its time to live. */
  expires: number;
  cachedUntil: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByUser = new Map<string, Set<string>>();
  /** Per session key and per user, the sequence number of the last message that named it. */
  readonly #lastDropped = new Map<string, number>();
  #sequence = 0;
  /** Lookups under way, by the sequence number they started at; old drop marks are forgotten below the lowest. */
  readonly #pending = new Map<number, number>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ ttlMs = SESSION_CACHE_TTL_MS, maxEntries = MAX_ENTRIES, now = Date.now }: SessionCacheOptions = {}) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The cached user of a session, or else `lookup`'s answer (kept unless a message for
   * the session or its user arrived while it ran). `lookup` answers null for no session.
   */
  async read(
    key: string,
    lookup: () => Promise<{ user: AuthenticatedUser; expires: Date } | null>,
  ): Promise<AuthenticatedUser | null> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.cachedUntil > now && hit.expires > now) return hit.user;
    if (hit) this.#drop(key);

    const started = this.#sequence;
    this.#pending.set(started, (this.#pending.get(started) ?? 0) + 1);
    let found: Awaited<ReturnType<typeof lookup>>;
    try {
      found = await lookup();
    } finally {
      const left = (this.#pending.get(started) ?? 1) - 1;
      if (left === 0) this.#pending.delete(started);
      else this.#pending.set(started, left);
    }
    if (!found) return null;
    const droppedSince = (id: string) => (this.#lastDropped.get(id) ?? -1) > started;
    if (!droppedSince(key) && !droppedSince(found.user.id)) this.#keep(key, found.user, found.expires.valueOf());
    this.#forgetOldMarks();
    return found.user;
  }

  /** Drops what a bus message names (a revocation, a user change). */
  onMessage(message: CacheMessage): void {
    if (message.type === 'sessionRevoked') {
      const { revoked } = message;
      return revoked.kind === 'session' ? this.dropSession(revoked.key) : this.dropUser(revoked.userId);
    }
    this.dropUser(message.userId);
  }

  /** Forgets every session: after the bus may have missed revocations (a database outage). */
  clear(): void {
    for (const key of [...this.#entries.keys()]) this.#mark(key);
    for (const userId of this.#keysByUser.keys()) this.#mark(userId);
    this.#entries.clear();
    this.#keysByUser.clear();
  }

  dropSession(key: string): void {
    this.#mark(key);
    this.#drop(key);
  }

  dropUser(userId: string): void {
    this.#mark(userId);
    for (const key of this.#keysByUser.get(userId) ?? []) this.#drop(key);
  }

  /** Only lookups under way can be affected by a drop, so with none there is nothing to mark. */
  #mark(id: string): void {
    this.#sequence++;
    if (this.#pending.size > 0) this.#lastDropped.set(id, this.#sequence);
  }

  #keep(key: string, user: AuthenticatedUser, expires: number): void {
    this.#drop(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#drop(oldest);
    }
    this.#entries.set(key, { user, expires, cachedUntil: this.#now() + this.#ttlMs });
    let keys = this.#keysByUser.get(user.id);
    if (!keys) this.#keysByUser.set(user.id, (keys = new Set()));
    keys.add(key);
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    const keys = this.#keysByUser.get(entry.user.id);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(entry.user.id);
  }

  /** Drop marks matter only to lookups that started before them. */
  #forgetOldMarks(): void {
    if (this.#lastDropped.size === 0) return;
    const oldestPending = this.#pending.size === 0 ? this.#sequence : Math.min(...this.#pending.keys());
    for (const [id, sequence] of this.#lastDropped) if (sequence <= oldestPending) this.#lastDropped.delete(id);
  }
}

/**
 * The database as this instance's request handlers see it: every message it publishes
 * that the cache follows (sent after a commit) reaches `listener` at once, before the change's response goes out,
 * and then the bus as usual. The bus itself delivers a moment later (next tick embedded,
 * through LISTEN on a server), which is enough for other instances but not for the
 * next request on this one.
 */
export function tellingFirst<D extends { bus: Bus }>(db: D, listener: (message: CacheMessage) => void): D {
  const { bus } = db;
  const followed = new Set<string>(CACHE_MESSAGE_TYPES);
  return {
    ...db,
    bus: {
      instance: bus.instance,
      publish(message) {
        if (followed.has(message.type)) listener(message as CacheMessage);
        bus.publish(message);
      },
      subscribe: (types, l) => bus.subscribe(types, l),
      onResume: (l) => bus.onResume(l),
      close: () => bus.close(),
    },
  };
}
