/**
 * Session revocation as bus messages, so every instance hears of it (ARCHITECTURE.md:
 * in-process when embedded, LISTEN/NOTIFY on a Postgres server). A notification names
 * only an id: a session by the SHA-256 of its token (the token itself is a credential and
 * never leaves the process), a user whose every session went (Nuke), or a user whose row
 * changed (cached copies are stale). Announce only after the change has committed, so a
 * listener that re-reads sees it.
 */
import { createHash } from 'node:crypto';
import { parseStreamId } from '../../../events/streams';
import type { Bus, StreamNotification } from '../eventStore/bus';
import type { PostgresAdapter } from './adapter';

// Not stream ids of the event log: parseStreamId (events/streams.ts) reads them as nothing.
const SESSION_PREFIX = 'revoked-session-';
const USER_PREFIX = 'revoked-user-';
const CHANGED_USER_PREFIX = 'changed-user-';

export type Revocation = { kind: 'session'; key: string } | { kind: 'user'; userId: string };

/** The id a session goes by outside the sessions table: the hex SHA-256 of its token. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function announceSessionRevoked(bus: Pick<Bus, 'notify'>, token: string): void {
  bus.notify(SESSION_PREFIX + sessionKey(token), 0);
}

export function announceUserRevoked(bus: Pick<Bus, 'notify'>, userId: string): void {
  bus.notify(USER_PREFIX + userId, 0);
}

/** The user row changed (a name or address from a provider): cached copies of it are stale. */
export function announceUserChanged(bus: Pick<Bus, 'notify'>, userId: string): void {
  bus.notify(CHANGED_USER_PREFIX + userId, 0);
}

/** The user whose row or stream a notification says changed (an append to `user-<id>` counts: Set Username is one). */
export function changedUser({ streamId }: StreamNotification): string | undefined {
  if (streamId.startsWith(CHANGED_USER_PREFIX)) return streamId.slice(CHANGED_USER_PREFIX.length) || undefined;
  const stream = parseStreamId(streamId);
  return stream?.kind === 'user' ? stream.id : undefined;
}

/** What a bus notification revokes, or undefined when it is about something else (an append). */
export function parseRevocation({ streamId }: StreamNotification): Revocation | undefined {
  if (streamId.startsWith(SESSION_PREFIX)) {
    const key = streamId.slice(SESSION_PREFIX.length);
    return /^[0-9a-f]{64}$/.test(key) ? { kind: 'session', key } : undefined;
  }
  if (streamId.startsWith(USER_PREFIX)) {
    const userId = streamId.slice(USER_PREFIX.length);
    return userId.length > 0 ? { kind: 'user', userId } : undefined;
  }
  return undefined;
}

/**
 * The adapter Auth.js uses, announcing each session it deletes (sign-out, and an expired
 * session Auth.js finds when asked for it), each user it changes and each it deletes.
 * `adapter` must run on the pool, not inside a caller's transaction: each statement has
 * committed when it returns.
 */
export function announcingRevocations(adapter: PostgresAdapter, bus: Pick<Bus, 'notify'>): PostgresAdapter {
  return {
    ...adapter,
    async deleteSession(sessionToken) {
      const deleted = await adapter.deleteSession(sessionToken);
      if (deleted) announceSessionRevoked(bus, sessionToken);
      return deleted;
    },
    async updateUser(user) {
      const updated = await adapter.updateUser(user);
      announceUserChanged(bus, user.id);
      return updated;
    },
    async deleteUser(userId) {
      const deleted = await adapter.deleteUser(userId);
      if (deleted) announceUserRevoked(bus, userId);
      return deleted;
    },
  };
}
