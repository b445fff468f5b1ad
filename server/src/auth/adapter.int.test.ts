import { randomUUID } from 'node:crypto';
import type { AdapterAccount, AdapterUser } from '@auth/core/adapters';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import { createPostgresAdapter, type PostgresAdapter } from './adapter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY = 24 * 60 * 60 * 1000;

const newEmail = () => `learner-${randomUUID()}@example.com`;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

forEachDatabase('auth adapter', (current) => {
  const adapter = (): PostgresAdapter => createPostgresAdapter(current().db.sql);

  // What Auth.js hands createUser: a profile with an id of its own choosing.
  const newUser = (fields: Partial<AdapterUser> = {}) =>
    adapter().createUser({
      id: randomUUID(),
      name: 'Ana',
      email: newEmail(),
      emailVerified: null,
      image: null,
      ...fields,
    });

  const githubAccount = (userId: string, fields: Partial<AdapterAccount> = {}): AdapterAccount => ({
    userId,
    type: 'oauth',
    provider: 'github',
    providerAccountId: randomUUID(),
    access_token: 'gho_access',
    refresh_token: 'ghr_refresh',
    expires_at: 1_900_000_000,
    token_type: 'bearer',
    scope: 'read:user user:email',
    ...fields,
  });

  const count = async (table: 'accounts' | 'sessions' | 'verification_tokens', column: string, value: string) => {
    const { sql } = current().db;
    const [row] = await sql<{ n: number }[]>`select count(*) as n from ${sql(table)} where ${sql(column)} = ${value}`;
    return Number(row!.n);
  };

  describe('users', () => {
    it('creates a user under an id of its own, not the one Auth.js passes, and reads it back', async () => {
      const verified = new Date('2025-03-01T10:20:30.456Z');
      const user = await newUser({
        id: 'github-12345',
        name: 'Ana Lima',
        email: 'ana@example.com',
        emailVerified: verified,
        image: 'https://example.com/ana.png',
      });
      expect(user.id).toMatch(UUID);
      expect(user).toEqual({
        id: user.id,
        name: 'Ana Lima',
        email: 'ana@example.com',
        emailVerified: verified,
        image: 'https://example.com/ana.png',
        username: null,
      });
      expect(user.emailVerified).toBeInstanceOf(Date);
      expect(await adapter().getUser(user.id)).toEqual(user);
      expect(await adapter().getUser('github-12345')).toBeNull();
    });

    it('answers null for a user that does not exist', async () => {
      expect(await adapter().getUser(randomUUID())).toBeNull();
      expect(await adapter().getUser('not-a-uuid')).toBeNull();
    });

    it('accepts users without an e-mail address (an OIDC profile may share none)', async () => {
      const first = await newUser({ email: null as unknown as string });
      const second = await newUser({ email: null as unknown as string });
      expect(first.email).toBeNull();
      expect((await adapter().getUser(second.id))?.email).toBeNull();
    });

    it('finds a user by e-mail ignoring case, keeping the address as given', async () => {
      const email = `Mixed.Case-${randomUUID()}@Example.COM`;
      const user = await newUser({ email });
      expect(await adapter().getUserByEmail(email.toLowerCase())).toEqual(user);
      expect(await adapter().getUserByEmail(email.toUpperCase())).toEqual(user);
      expect(user.email).toBe(email);
      expect(await adapter().getUserByEmail(newEmail())).toBeNull();
    });

    it('refuses a second user with the same address in another case', async () => {
      const email = newEmail();
      await newUser({ email });
      await expect(newUser({ email: email.toUpperCase() })).rejects.toMatchObject({ code: '23505' });
    });

    it('updates only the fields given, clears those given as null, and returns the user', async () => {
      const user = await newUser({ name: 'Ana', image: 'https://example.com/a.png' });
      const verified = new Date('2025-06-01T08:00:00.000Z');
      const updated = await adapter().updateUser({ id: user.id, emailVerified: verified, image: null });
      expect(updated).toEqual({ ...user, emailVerified: verified, image: null });
      expect(await adapter().getUser(user.id)).toEqual(updated);
      expect(await adapter().updateUser({ id: user.id })).toEqual(updated);
    });

    it('does not let updateUser change the username (setUsername checks it)', async () => {
      const user = await newUser();
      const withUsername = { id: user.id, name: 'Bea', username: 'sneaky' };
      await adapter().updateUser(withUsername);
      expect(await adapter().getUser(user.id)).toMatchObject({ name: 'Bea', username: null });
    });

    it('throws when asked to update a user that does not exist', async () => {
      await expect(adapter().updateUser({ id: randomUUID(), name: 'Nobody' })).rejects.toThrow(/no user/);
    });

    it('deletes a user, returning it once, then null', async () => {
      const user = await newUser();
      expect(await adapter().deleteUser(user.id)).toEqual(user);
      expect(await adapter().getUser(user.id)).toBeNull();
      expect(await adapter().getUserByEmail(user.email)).toBeNull();
      expect(await adapter().deleteUser(user.id)).toBeNull();
    });

    it("deleting a user removes their accounts, sessions and pending magic links, and nobody else's", async () => {
      const user = await newUser();
      const other = await newUser();
      for (const who of [user, other]) {
        await adapter().linkAccount(githubAccount(who.id));
        await adapter().createSession({ sessionToken: randomUUID(), userId: who.id, expires: inDays(30) });
        await adapter().createVerificationToken({
          identifier: who.email.toUpperCase(),
          token: randomUUID(),
          expires: inDays(1),
        });
      }
      await adapter().deleteUser(user.id);
      expect(await count('accounts', 'user_id', user.id)).toBe(0);
      expect(await count('sessions', 'user_id', user.id)).toBe(0);
      expect(await count('verification_tokens', 'identifier', user.email.toUpperCase())).toBe(0);
      expect(await count('accounts', 'user_id', other.id)).toBe(1);
      expect(await count('sessions', 'user_id', other.id)).toBe(1);
      expect(await count('verification_tokens', 'identifier', other.email.toUpperCase())).toBe(1);
    });
  });

  describe('accounts', () => {
    it('links an account and finds its user by provider and provider account id', async () => {
      const user = await newUser();
      const account = githubAccount(user.id);
      expect(await adapter().linkAccount(account)).toEqual(account);
      expect(
        await adapter().getUserByAccount({ provider: 'github', providerAccountId: account.providerAccountId }),
      ).toEqual(user);
      expect(
        await adapter().getUserByAccount({ provider: 'google', providerAccountId: account.providerAccountId }),
      ).toBeNull();
      expect(await adapter().getUserByAccount({ provider: 'github', providerAccountId: randomUUID() })).toBeNull();
    });

    it('keeps the OIDC fields and drops provider extras it has no column for', async () => {
      const user = await newUser();
      const account = githubAccount(user.id, {
        type: 'oidc',
        provider: 'oidc',
        id_token: 'eyJ.id.token',
        session_state: 'state-1',
      });
      const stored = await adapter().linkAccount({
        ...account,
        refresh_token_expires_in: 15_897_600,
        expires_in: 28_800,
      });
      expect(stored).toEqual(account);
      expect(stored.expires_at).toBe(1_900_000_000);
    });

    it('stores an e-mail account with no tokens, leaving the token fields out', async () => {
      const user = await newUser();
      const account: AdapterAccount = {
        userId: user.id,
        type: 'email',
        provider: 'email',
        providerAccountId: user.email,
      };
      expect(await adapter().linkAccount(account)).toEqual(account);
    });

    it('refuses to link one provider account to a second user', async () => {
      const [first, second] = [await newUser(), await newUser()];
      const account = githubAccount(first.id);
      await adapter().linkAccount(account);
      await expect(adapter().linkAccount({ ...account, userId: second.id })).rejects.toMatchObject({ code: '23505' });
    });

    it('unlinks an account, returning it once, and keeps the user', async () => {
      const user = await newUser();
      const account = githubAccount(user.id);
      await adapter().linkAccount(account);
      const key = { provider: account.provider, providerAccountId: account.providerAccountId };
      expect(await adapter().unlinkAccount(key)).toEqual(account);
      expect(await adapter().getUserByAccount(key)).toBeNull();
      expect(await adapter().unlinkAccount(key)).toBeUndefined();
      expect(await adapter().getUser(user.id)).toEqual(user);
    });
  });

  describe('sessions', () => {
    it('creates a session and reads it back with its user, expiry as a Date', async () => {
      const user = await newUser();
      const expires = new Date('2030-01-02T03:04:05.678Z');
      const session = { sessionToken: randomUUID(), userId: user.id, expires };
      expect(await adapter().createSession(session)).toEqual(session);
      const found = await adapter().getSessionAndUser(session.sessionToken);
      expect(found).toEqual({ session, user });
      expect(found?.session.expires).toBeInstanceOf(Date);
    });

    it('answers null for an unknown session token', async () => {
      expect(await adapter().getSessionAndUser(randomUUID())).toBeNull();
    });

    it('returns an expired session as stored, for Auth.js to judge and delete', async () => {
      const user = await newUser();
      const expires = new Date(Date.now() - DAY);
      const session = { sessionToken: randomUUID(), userId: user.id, expires };
      await adapter().createSession(session);
      expect((await adapter().getSessionAndUser(session.sessionToken))?.session).toEqual(session);
    });

    it('extends a session, leaving what was not given, and answers null for an unknown one', async () => {
      const user = await newUser();
      const session = { sessionToken: randomUUID(), userId: user.id, expires: inDays(1) };
      await adapter().createSession(session);
      const later = new Date(session.expires.getTime() + 29 * DAY);
      expect(await adapter().updateSession({ sessionToken: session.sessionToken, expires: later })).toEqual({
        ...session,
        expires: later,
      });
      expect((await adapter().getSessionAndUser(session.sessionToken))?.session.expires).toEqual(later);
      expect(await adapter().updateSession({ sessionToken: session.sessionToken })).toEqual({
        ...session,
        expires: later,
      });
      expect(await adapter().updateSession({ sessionToken: randomUUID(), expires: later })).toBeNull();
    });

    it('deletes a session (sign-out, revocation), returning it once, then null', async () => {
      const user = await newUser();
      const session = { sessionToken: randomUUID(), userId: user.id, expires: inDays(30) };
      await adapter().createSession(session);
      expect(await adapter().deleteSession(session.sessionToken)).toEqual(session);
      expect(await adapter().getSessionAndUser(session.sessionToken)).toBeNull();
      expect(await adapter().deleteSession(session.sessionToken)).toBeNull();
      expect(await adapter().getUser(user.id)).toEqual(user);
    });

    it('refuses a session for a user that does not exist', async () => {
      await expect(
        adapter().createSession({ sessionToken: randomUUID(), userId: randomUUID(), expires: inDays(1) }),
      ).rejects.toMatchObject({
        code: '23503',
      });
    });
  });

  describe('verification tokens', () => {
    it('uses a magic-link token once: the second use answers null', async () => {
      const token = { identifier: newEmail(), token: randomUUID(), expires: new Date('2030-05-06T07:08:09.010Z') };
      expect(await adapter().createVerificationToken(token)).toEqual(token);
      const used = await adapter().useVerificationToken({ identifier: token.identifier, token: token.token });
      expect(used).toEqual(token);
      expect(used?.expires).toBeInstanceOf(Date);
      expect(await adapter().useVerificationToken({ identifier: token.identifier, token: token.token })).toBeNull();
    });

    it('answers null for a wrong token or address, leaving the real one usable', async () => {
      const token = { identifier: newEmail(), token: randomUUID(), expires: inDays(1) };
      await adapter().createVerificationToken(token);
      expect(await adapter().useVerificationToken({ identifier: token.identifier, token: randomUUID() })).toBeNull();
      expect(await adapter().useVerificationToken({ identifier: newEmail(), token: token.token })).toBeNull();
      expect(await adapter().useVerificationToken(token)).toEqual(token);
    });

    it('gives a token to only one of two requests racing for it', async () => {
      const token = { identifier: newEmail(), token: randomUUID(), expires: inDays(1) };
      await adapter().createVerificationToken(token);
      const results = await Promise.all([adapter().useVerificationToken(token), adapter().useVerificationToken(token)]);
      expect(results.filter((result) => result !== null)).toEqual([token]);
    });
  });

  describe('usernames', () => {
    it('sets a valid username, which the user then carries', async () => {
      const user = await newUser();
      const username = `Ana_${randomUUID().slice(0, 8)}-x`;
      expect(await adapter().setUsername(user.id, username)).toEqual({ ok: true });
      expect(await adapter().getUser(user.id)).toEqual({ ...user, username });
    });

    it('accepts 3 and 30 characters of letters, digits, - and _', async () => {
      // Each suite has a database of its own, so fixed names cannot meet another run's.
      const [short, long] = [await newUser(), await newUser()];
      expect(await adapter().setUsername(short.id, 'a-_')).toEqual({ ok: true });
      expect(await adapter().setUsername(long.id, `${'Z'.repeat(27)}_-9`)).toEqual({ ok: true });
    });

    it.each([
      ['too short', 'ab'],
      ['too long', 'a'.repeat(31)],
      ['a space', 'ana lima'],
      ['a dot', 'ana.lima'],
      ['a letter outside ASCII', 'anã'],
      ['a trailing newline', 'ana_lima\n'],
      ['empty', ''],
    ])('refuses a username with %s as invalid, leaving the user as they were', async (_case, username) => {
      const user = await newUser();
      expect(await adapter().setUsername(user.id, username)).toEqual({ ok: false, reason: 'invalid' });
      expect((await adapter().getUser(user.id))?.username).toBeNull();
    });

    it("refuses another user's username in any case as taken, and lets its owner change its case", async () => {
      const [ana, bea] = [await newUser(), await newUser()];
      const username = `ana_${randomUUID().slice(0, 8)}`;
      expect(await adapter().setUsername(ana.id, username)).toEqual({ ok: true });
      expect(await adapter().setUsername(bea.id, username.toUpperCase())).toEqual({ ok: false, reason: 'taken' });
      expect(await adapter().setUsername(bea.id, username)).toEqual({ ok: false, reason: 'taken' });
      expect((await adapter().getUser(bea.id))?.username).toBeNull();
      expect(await adapter().setUsername(ana.id, username.toUpperCase())).toEqual({ ok: true });
      expect((await adapter().getUser(ana.id))?.username).toBe(username.toUpperCase());
    });

    it('frees a username when its user is deleted', async () => {
      const [ana, bea] = [await newUser(), await newUser()];
      const username = `gone_${randomUUID().slice(0, 8)}`;
      await adapter().setUsername(ana.id, username);
      await adapter().deleteUser(ana.id);
      expect(await adapter().setUsername(bea.id, username)).toEqual({ ok: true });
    });

    it('throws for a user that does not exist', async () => {
      await expect(adapter().setUsername(randomUUID(), 'nobody_here')).rejects.toThrow(/no user/);
    });

    it('has the database refuse a malformed username written past the adapter', async () => {
      const user = await newUser();
      const { sql } = current().db;
      await expect(sql`update users set username = ${'ana lima'} where id = ${user.id}`).rejects.toMatchObject({
        code: '23514',
      });
    });
  });
});
