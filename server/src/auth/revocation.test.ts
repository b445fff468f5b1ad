import { describe, expect, it } from 'vitest';
import type { PostgresAdapter } from './adapter';
import { announceSessionRevoked, announcingRevocations, changedUser, parseRevocation, sessionKey } from './revocation';

describe('revocation notifications', () => {
  it('name a session by the hash of its token, never the token', () => {
    const notified: string[] = [];
    announceSessionRevoked({ notify: (streamId) => notified.push(streamId) }, 'secret-token');
    expect(notified[0]).not.toContain('secret-token');
    expect(parseRevocation({ streamId: notified[0]!, version: 0 })).toEqual({
      kind: 'session',
      key: sessionKey('secret-token'),
    });
  });

  it('read nothing into stream ids of the log or malformed ones', () => {
    expect(parseRevocation({ streamId: 'user-ana', version: 1 })).toBeUndefined();
    expect(parseRevocation({ streamId: 'revoked-session-not-a-hash', version: 0 })).toBeUndefined();
    expect(parseRevocation({ streamId: 'revoked-user-', version: 0 })).toBeUndefined();
  });
});

describe('the adapter Auth.js uses', () => {
  const session = { sessionToken: 'token-a', userId: 'ana', expires: new Date() };
  const user = { id: 'ana', name: 'Ana', email: 'ana@example.com', emailVerified: null, username: null };
  const fake = (found: boolean) =>
    ({
      deleteSession: async () => (found ? session : null),
      updateUser: async () => user,
      deleteUser: async () => (found ? user : null),
    }) as unknown as PostgresAdapter;

  it('announces a deleted session, a changed user and a deleted user, after the statement', async () => {
    const notified: string[] = [];
    const adapter = announcingRevocations(fake(true), { notify: (streamId) => notified.push(streamId) });
    await adapter.deleteSession('token-a');
    await adapter.updateUser({ id: 'ana', name: 'Ana' });
    await adapter.deleteUser('ana');
    const [revokedSession, changed, revokedUser] = notified.map((streamId) => ({ streamId, version: 0 }));
    expect(parseRevocation(revokedSession!)).toEqual({ kind: 'session', key: sessionKey('token-a') });
    expect(changedUser(changed!)).toBe('ana');
    expect(parseRevocation(changed!)).toBeUndefined(); // a change signs no one out
    expect(parseRevocation(revokedUser!)).toEqual({ kind: 'user', userId: 'ana' });
  });

  it('announces nothing when there was nothing to delete', async () => {
    const notified: string[] = [];
    const adapter = announcingRevocations(fake(false), { notify: (streamId) => notified.push(streamId) });
    await adapter.deleteSession('token-a');
    await adapter.deleteUser('ana');
    expect(notified).toEqual([]);
  });
});
