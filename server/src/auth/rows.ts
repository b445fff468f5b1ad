import type {
  AdapterAccount,
  AdapterAccountType,
  AdapterSession,
  AdapterUser,
  VerificationToken,
} from '@auth/core/adapters';

/** Rows of migrations/0002_auth.sql as postgres.js returns them, and their Auth.js shapes. */

export interface UserRow {
  id: string;
  name: string | null;
  email: string | null;
  email_verified: Date | null;
  image: string | null;
  username: string | null;
}

/** An Auth.js user plus the username chosen on Set Username (null until then). */
export interface FretboardUser extends AdapterUser {
  username: string | null;
}

export interface AccountRow {
  provider: string;
  provider_account_id: string;
  user_id: string;
  type: AdapterAccountType;
  refresh_token: string | null;
  access_token: string | null;
  expires_at: number | string | null; // bigint: a number with our int8 parser, a string without
  token_type: string | null;
  scope: string | null;
  id_token: string | null;
  session_state: string | null;
}

export interface SessionRow {
  session_token: string;
  user_id: string;
  expires: Date;
}

export interface VerificationTokenRow {
  identifier: string;
  token: string;
  expires: Date;
}

export function toUser(row: UserRow): FretboardUser {
  return {
    id: row.id,
    name: row.name,
    // Auth.js types the address as a string, yet hands createUser a null one for
    // profiles that share none; we keep the null rather than invent an address.
    email: row.email as string,
    emailVerified: row.email_verified,
    image: row.image,
    username: row.username,
  };
}

/** Token fields left null are left out, as Auth.js's optional fields expect. */
export function toAccount(row: AccountRow): AdapterAccount {
  const optional = {
    refresh_token: row.refresh_token,
    access_token: row.access_token,
    expires_at: row.expires_at === null ? null : Number(row.expires_at),
    token_type: row.token_type,
    scope: row.scope,
    id_token: row.id_token,
    session_state: row.session_state,
  };
  return {
    userId: row.user_id,
    type: row.type,
    provider: row.provider,
    providerAccountId: row.provider_account_id,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
  };
}

/** The account columns from what Auth.js hands linkAccount; provider extras are not kept. */
export function accountRow(account: AdapterAccount): AccountRow {
  return {
    provider: account.provider,
    provider_account_id: account.providerAccountId,
    user_id: account.userId,
    type: account.type,
    refresh_token: text(account.refresh_token),
    access_token: text(account.access_token),
    expires_at: typeof account.expires_at === 'number' ? Math.trunc(account.expires_at) : null,
    token_type: text(account.token_type),
    scope: text(account.scope),
    id_token: text(account.id_token),
    session_state: text(account.session_state),
  };
}

export function toSession(row: SessionRow): AdapterSession {
  return { sessionToken: row.session_token, userId: row.user_id, expires: row.expires };
}

export function toVerificationToken(row: VerificationTokenRow): VerificationToken {
  return { identifier: row.identifier, token: row.token, expires: row.expires };
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
