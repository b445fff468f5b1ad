/**
 * Session revocation and user changes as bus messages, so every instance hears of them
 * (ARCHITECTURE.md: in-process when embedded, LISTEN/NOTIFY on a Postgres server). A
 * message names only an id: a session by the SHA-256 of its token (the token itself is a
 * credential and never leaves the process), a user whose every session went (Nuke), or a
 * user whose row changed (cached copies are stale). Announce only after the change has
 * committed, so a listener that re-reads sees it.
 */
import { createHash } from 'node:crypto';
import type { Bus } from '../db/bus';
import type { PostgresAdapter } from './adapter';

/** The id a session goes by outside the sessions table: the hex SHA-256 of its token. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function announceSessionRevoked(bus: Pick<Bus, 'publish'>, token: string): void {
  bus.publish({ type: 'sessionRevoked', revoked: { kind: 'session', key: sessionKey(token) } });
}

export function announceUserRevoked(bus: Pick<Bus, 'publish'>, userId: string): void {
  bus.publish({ type: 'sessionRevoked', revoked: { kind: 'user', userId } });
}

/** The user row changed (a name or address from a provider): cached copies of it are stale. */
export function announceUserChanged(bus: Pick<Bus, 'publish'>, userId: string): void {
  bus.publish({ type: 'userChanged', userId });
}

/**
 * The adapter Auth.js uses, announcing each session it deletes (sign-out, and an expired
 * session Auth.js finds when asked for it), each user it changes and each it deletes.
 * `adapter` must run on the pool, not inside a caller's transaction: each statement has
 * committed when it returns.
 */
export function announcingRevocations(adapter: PostgresAdapter, bus: Pick<Bus, 'publish'>): PostgresAdapter {
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
