import { randomUUID } from 'node:crypto';
import type { Adapter, AdapterAccount, AdapterSession, AdapterUser, VerificationToken } from '@auth/core/adapters';
import type postgres from 'postgres';
import {
  accountRow,
  toAccount,
  toSession,
  toUser,
  toVerificationToken,
  type AccountRow,
  type FretboardUser,
  type SessionRow,
  type UserRow,
  type VerificationTokenRow,
} from './rows';

export type { FretboardUser } from './rows';

/** Set Username: 3 to 30 letters, digits, `-` and `_` (the same rule is a check in 0002_auth.sql). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;

export type SetUsernameResult = { ok: true } | { ok: false; reason: 'taken' | 'invalid' };

type AccountKey = Pick<AdapterAccount, 'provider' | 'providerAccountId'>;

/** The Auth.js adapter with every method present, users carrying their username, and setUsername. */
export interface PostgresAdapter extends Adapter {
  createUser(user: AdapterUser): Promise<FretboardUser>;
  getUser(id: string): Promise<FretboardUser | null>;
  getUserByEmail(email: string): Promise<FretboardUser | null>;
  getUserByAccount(key: AccountKey): Promise<FretboardUser | null>;
  updateUser(user: Partial<AdapterUser> & Pick<AdapterUser, 'id'>): Promise<FretboardUser>;
  deleteUser(userId: string): Promise<FretboardUser | null>;
  linkAccount(account: AdapterAccount): Promise<AdapterAccount>;
  unlinkAccount(key: AccountKey): Promise<AdapterAccount | undefined>;
  createSession(session: AdapterSession): Promise<AdapterSession>;
  getSessionAndUser(sessionToken: string): Promise<{ session: AdapterSession; user: FretboardUser } | null>;
  updateSession(
    session: Partial<AdapterSession> & Pick<AdapterSession, 'sessionToken'>,
  ): Promise<AdapterSession | null>;
  deleteSession(sessionToken: string): Promise<AdapterSession | null>;
  createVerificationToken(token: VerificationToken): Promise<VerificationToken>;
  useVerificationToken(params: { identifier: string; token: string }): Promise<VerificationToken | null>;
  /** Expected outcomes are values: a malformed name is 'invalid', one held by another user (ignoring case) 'taken'. */
  setUsername(userId: string, username: string): Promise<SetUsernameResult>;
}

const UNIQUE_VIOLATION = '23505';
const USERNAME_INDEX = 'users_username_lower_key';

/**
 * Auth.js's adapter over our tables (migrations/0002_auth.sql). Every method is one
 * statement and none opens a transaction, so `sql` may be the pool or the `tx` of a
 * caller's `sql.begin` (account deletion runs inside one with the user's other data).
 */
export function createPostgresAdapter(sql: postgres.ISql): PostgresAdapter {
  return {
    async createUser(user) {
      // Our own id, whatever Auth.js passes: the user must not depend on a provider's ids.
      const [row] = await sql<UserRow[]>`
        insert into users (id, name, email, email_verified, image)
        values (${randomUUID()}, ${user.name ?? null}, ${user.email ?? null}, ${user.emailVerified ?? null}, ${user.image ?? null})
        returning *`;
      return toUser(row!);
    },

    async getUser(id) {
      const [row] = await sql<UserRow[]>`select * from users where id = ${id}`;
      return row ? toUser(row) : null;
    },

    async getUserByEmail(email) {
      const [row] = await sql<UserRow[]>`select * from users where lower(email) = lower(${email})`;
      return row ? toUser(row) : null;
    },

    async getUserByAccount({ provider, providerAccountId }) {
      const [row] = await sql<UserRow[]>`
        select u.* from users u
        join accounts a on a.user_id = u.id
        where a.provider = ${provider} and a.provider_account_id = ${providerAccountId}`;
      return row ? toUser(row) : null;
    },

    async updateUser(user) {
      // Only the fields given change; a field given as null is cleared. The username is
      // not among them: it changes through setUsername, which checks it.
      const changes: Record<string, string | Date | null> = {};
      if (user.name !== undefined) changes.name = user.name;
      if (user.email !== undefined) changes.email = user.email;
      if (user.emailVerified !== undefined) changes.email_verified = user.emailVerified;
      if (user.image !== undefined) changes.image = user.image;
      const [row] =
        Object.keys(changes).length === 0
          ? await sql<UserRow[]>`select * from users where id = ${user.id}`
          : await sql<UserRow[]>`update users set ${sql(changes)} where id = ${user.id} returning *`;
      if (!row) throw new Error(`updateUser: there is no user ${user.id}`);
      return toUser(row);
    },

    async deleteUser(userId) {
      // Accounts and sessions go by the foreign keys' cascade; a magic link still waiting
      // for the user's address names them too, so it goes in the same statement.
      const [row] = await sql<UserRow[]>`
        with deleted as (delete from users where id = ${userId} returning *),
          tokens as (delete from verification_tokens where lower(identifier) = (select lower(email) from deleted))
        select * from deleted`;
      return row ? toUser(row) : null;
    },

    async linkAccount(account) {
      const [row] = await sql<AccountRow[]>`insert into accounts ${sql(accountRow(account))} returning *`;
      return toAccount(row!);
    },

    async unlinkAccount({ provider, providerAccountId }) {
      const [row] = await sql<AccountRow[]>`
        delete from accounts where provider = ${provider} and provider_account_id = ${providerAccountId}
        returning *`;
      return row ? toAccount(row) : undefined;
    },

    async createSession({ sessionToken, userId, expires }) {
      const [row] = await sql<SessionRow[]>`
        insert into sessions (session_token, user_id, expires) values (${sessionToken}, ${userId}, ${expires})
        returning *`;
      return toSession(row!);
    },

    async getSessionAndUser(sessionToken) {
      // Expired sessions are returned too: Auth.js checks the expiry and deletes them.
      const [row] = await sql<(SessionRow & UserRow)[]>`
        select s.session_token, s.user_id, s.expires, u.*
        from sessions s join users u on u.id = s.user_id
        where s.session_token = ${sessionToken}`;
      return row ? { session: toSession(row), user: toUser(row) } : null;
    },

    async updateSession({ sessionToken, userId, expires }) {
      const [row] = await sql<SessionRow[]>`
        update sessions
        set expires = coalesce(${expires ?? null}::timestamptz, expires), user_id = coalesce(${userId ?? null}::text, user_id)
        where session_token = ${sessionToken}
        returning *`;
      return row ? toSession(row) : null;
    },

    async deleteSession(sessionToken) {
      const [row] = await sql<SessionRow[]>`delete from sessions where session_token = ${sessionToken} returning *`;
      return row ? toSession(row) : null;
    },

    async createVerificationToken({ identifier, token, expires }) {
      const [row] = await sql<VerificationTokenRow[]>`
        insert into verification_tokens (identifier, token, expires) values (${identifier}, ${token}, ${expires})
        returning *`;
      return toVerificationToken(row!);
    },

    async useVerificationToken({ identifier, token }) {
      // Deleting as we read makes a link single use, even when two requests race for it.
      const [row] = await sql<VerificationTokenRow[]>`
        delete from verification_tokens where identifier = ${identifier} and token = ${token}
        returning *`;
      return row ? toVerificationToken(row) : null;
    },

    async setUsername(userId, username) {
      if (!USERNAME_PATTERN.test(username)) return { ok: false, reason: 'invalid' };
      // The unique index decides "taken", so two users racing for one name cannot both win.
      // Inside a caller's transaction a taken name aborts that transaction, as any error does.
      try {
        const rows = await sql`update users set username = ${username} where id = ${userId} returning id`;
        if (rows.length === 0) throw new Error(`setUsername: there is no user ${userId}`);
        return { ok: true };
      } catch (error) {
        if (isUniqueViolation(error, USERNAME_INDEX)) return { ok: false, reason: 'taken' };
        throw error;
      }
    },
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint_name } = error as { code?: unknown; constraint_name?: unknown };
  return code === UNIQUE_VIOLATION && constraint_name === constraint;
}
