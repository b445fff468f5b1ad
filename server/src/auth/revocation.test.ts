import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../db/busMessages';
import type { PostgresAdapter } from './adapter';
import { announceSessionRevoked, announcingRevocations, sessionKey } from './revocation';

describe('revocation messages', () => {
  it('name a session by the hash of its token, never the token', () => {
    const published: BusMessage[] = [];
    announceSessionRevoked({ publish: (message) => published.push(message) }, 'secret-token');
    expect(JSON.stringify(published)).not.toContain('secret-token');
    expect(published).toEqual([
      { type: 'sessionRevoked', revoked: { kind: 'session', key: sessionKey('secret-token') } },
    ]);
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
    const published: BusMessage[] = [];
    const adapter = announcingRevocations(fake(true), { publish: (message) => published.push(message) });
    await adapter.deleteSession('token-a');
    await adapter.updateUser({ id: 'ana', name: 'Ana' });
    await adapter.deleteUser('ana');
    expect(published).toEqual([
      { type: 'sessionRevoked', revoked: { kind: 'session', key: sessionKey('token-a') } },
      { type: 'userChanged', userId: 'ana' }, // a change signs no one out
      { type: 'sessionRevoked', revoked: { kind: 'user', userId: 'ana' } },
    ]);
  });

  it('announces nothing when there was nothing to delete', async () => {
    const published: BusMessage[] = [];
    const adapter = announcingRevocations(fake(false), { publish: (message) => published.push(message) });
    await adapter.deleteSession('token-a');
    await adapter.deleteUser('ana');
    expect(published).toEqual([]);
  });
});
