/**
 * The open tRPC WebSockets of signed-in users, by session and by user, so a revoked
 * session closes them (close code 4401, which the client shows as "Deauthorised"). A
 * WebSocket's context, and so its user, is read once per connection; without this a
 * socket would outlive its session.
 *
 * Three ways a socket learns its session is gone:
 *  - a revocation on the bus (sign-out, Nuke, an expired session found at lookup), from
 *    this instance or, on a Postgres server, any other;
 *  - a re-check on a timer of every watched session in one query, for rows deleted by
 *    hand and sessions that simply expired;
 *  - a revocation heard while the socket's session was still being looked up (the lookup
 *    can read the row just before the delete commits), remembered for a while.
 */
import type postgres from 'postgres';
import type { Bus } from '../db/bus';
import type { Revocation } from '../db/busMessages';
import { sessionKey } from './revocation';

export const SESSION_REVOKED = { code: 4401, reason: 'session revoked' } as const;

/** Every watched session is checked against the sessions table this often. */
export const DEFAULT_RECHECK_MS = 60_000;

const OPEN = 1;

/** What is needed of a socket (the `ws` WebSocket the tRPC adapter hands its context). */
export interface RevocableSocket {
  readonly readyState: number;
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export interface WatchedSession {
  token: string;
  userId: string;
}

/** Of the tokens given, those whose session still exists and has not expired. */
export type LiveSessionCheck = (tokens: string[]) => Promise<Set<string>>;

interface Entry {
  socket: RevocableSocket;
  token: string;
  key: string;
  userId: string;
}

export interface SessionSocketsOptions {
  bus: Pick<Bus, 'subscribe'>;
  check: LiveSessionCheck;
  recheckMs?: number;
  onError?: (error: unknown) => void;
}

export class SessionSockets {
  readonly #bySession = new Map<string, Set<Entry>>();
  readonly #byUser = new Map<string, Set<Entry>>();
  /** Revocations heard lately (session key or user id, with when), for sockets still being set up. */
  readonly #recent = new Map<string, number>();
  readonly #rememberMs: number;
  readonly #check: LiveSessionCheck;
  readonly #onError: (error: unknown) => void;
  readonly #unsubscribe: () => void;
  readonly #timer: NodeJS.Timeout;
  #checking: Promise<number> | undefined;

  constructor({ bus, check, recheckMs = DEFAULT_RECHECK_MS, onError = () => {} }: SessionSocketsOptions) {
    this.#check = check;
    this.#onError = onError;
    // A lookup takes milliseconds; a minute (at least a re-check interval) is ample.
    this.#rememberMs = Math.max(recheckMs, 60_000);
    this.#unsubscribe = bus.subscribe('sessionRevoked', ({ revoked }) => this.revoke(revoked));
    this.#timer = setInterval(() => void this.recheck(), recheckMs);
    this.#timer.unref();
  }

  /** How many sockets are watched (for tests and logs). */
  get size(): number {
    let n = 0;
    for (const entries of this.#bySession.values()) n += entries.size;
    return n;
  }

  /** Watches `socket` until it closes; closes it at once if its session was revoked meanwhile. */
  watch(socket: RevocableSocket, session: WatchedSession): void {
    if (socket.readyState !== OPEN) return; // it closed during the lookup: nothing to watch
    const entry: Entry = { socket, token: session.token, key: sessionKey(session.token), userId: session.userId };
    if (this.#wasRevoked(entry.key) || this.#wasRevoked(entry.userId)) {
      socket.close(SESSION_REVOKED.code, SESSION_REVOKED.reason);
      return;
    }
    add(this.#bySession, entry.key, entry);
    add(this.#byUser, entry.userId, entry);
    socket.once('close', () => this.#forget(entry));
  }

  /** Closes the sockets a revocation names; remembers it for sockets whose lookup is under way. */
  revoke(revocation: Revocation): number {
    const id = revocation.kind === 'session' ? revocation.key : revocation.userId;
    this.#recent.set(id, Date.now());
    const entries = (revocation.kind === 'session' ? this.#bySession : this.#byUser).get(id);
    return entries ? this.#closeAll([...entries]) : 0;
  }

  /** Checks every watched session against the table; closes the sockets of those gone or expired. */
  recheck(): Promise<number> {
    this.#checking ??= this.#recheck().finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  async #recheck(): Promise<number> {
    this.#forgetOldRevocations();
    const tokens = [...new Set([...this.#bySession.values()].flatMap((entries) => [...entries].map((e) => e.token)))];
    if (tokens.length === 0) return 0;
    let live: Set<string>;
    try {
      live = await this.#check(tokens);
    } catch (error) {
      this.#onError(error); // a database hiccup must not sign everyone out; the next round tries again
      return 0;
    }
    // Only the sessions asked about: a socket watched while the query ran is not in its answer.
    const asked = new Set(tokens);
    const gone = [...this.#bySession.values()].flatMap((entries) =>
      [...entries].filter((e) => asked.has(e.token) && !live.has(e.token)),
    );
    return this.#closeAll(gone);
  }

  /** Stops listening and re-checking; open sockets are left to the server's own shutdown. */
  close(): void {
    clearInterval(this.#timer);
    this.#unsubscribe();
  }

  #closeAll(entries: Entry[]): number {
    for (const entry of entries) {
      this.#forget(entry);
      entry.socket.close(SESSION_REVOKED.code, SESSION_REVOKED.reason);
    }
    return entries.length;
  }

  #forget(entry: Entry): void {
    remove(this.#bySession, entry.key, entry);
    remove(this.#byUser, entry.userId, entry);
  }

  #wasRevoked(id: string): boolean {
    const at = this.#recent.get(id);
    return at !== undefined && Date.now() - at < this.#rememberMs;
  }

  #forgetOldRevocations(): void {
    const now = Date.now();
    for (const [id, at] of this.#recent) if (now - at >= this.#rememberMs) this.#recent.delete(id);
  }
}

/** The re-check's query: one statement for up to 1,000 tokens, by the primary key. */
export function liveSessionCheck(sql: postgres.Sql): LiveSessionCheck {
  return async (tokens) => {
    const live = new Set<string>();
    for (let i = 0; i < tokens.length; i += 1000) {
      const chunk = tokens.slice(i, i + 1000);
      const rows = await sql<{ session_token: string }[]>`
        select session_token from sessions
        where session_token = any(${sql.array(chunk)}::text[]) and expires > now()`;
      for (const row of rows) live.add(row.session_token);
    }
    return live;
  };
}

function add(map: Map<string, Set<Entry>>, id: string, entry: Entry): void {
  let entries = map.get(id);
  if (!entries) map.set(id, (entries = new Set()));
  entries.add(entry);
}

function remove(map: Map<string, Set<Entry>>, id: string, entry: Entry): void {
  const entries = map.get(id);
  if (!entries) return;
  entries.delete(entry);
  if (entries.size === 0) map.delete(id);
}
