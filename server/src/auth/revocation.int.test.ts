import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { forEachDatabase } from '../db/testDatabases';
import { ServerStatus } from '../serverStatus';
import { SESSION_CACHE_TTL_MS } from './sessionCache';
import { signedInUser as newSignedInUser } from './signedInUser';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A raw tRPC WebSocket, as the client's wsLink opens one: it keeps its close code and reason. */
class TrpcSocket {
  readonly closed: Promise<{ code: number; reason: string }>;
  #nextId = 1;

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    ws.on('message', (data) => {
      if (String(data) === 'PING') ws.send('PONG');
    });
  }

  static async open(url: string, cookie?: string): Promise<TrpcSocket> {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TrpcSocket(ws);
  }

  /** A query over this socket; its answer also proves the socket's context (its user) was built. */
  query<T>(path: string): Promise<{ data?: T; code?: string }> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const onMessage = (raw: WebSocket.RawData) => {
        const text = String(raw);
        if (text === 'PING' || text === 'PONG') return;
        const message = JSON.parse(text) as {
          id: number;
          result?: { data: never };
          error?: { json: { data: { code: string } } };
        };
        if (message.id !== id) return;
        this.ws.off('message', onMessage);
        if (message.result) resolve({ data: superjson.deserialize<T>(message.result.data) });
        else resolve({ code: message.error?.json.data.code });
      };
      this.ws.on('message', onMessage);
      this.ws.once('close', () => reject(new Error(`the socket closed before answering ${path}`)));
      this.ws.send(JSON.stringify({ id, method: 'query', params: { path, input: superjson.serialize(undefined) } }));
    });
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.ws.close();
  }
}

const revoked = { code: 4401, reason: 'session revoked' };

interface Running {
  app: FastifyInstance;
  wsUrl: string;
}

async function startApp(db: Database, dataDir: string, options: Partial<AppOptions> = {}): Promise<Running> {
  const config = loadConfig({
    CLIENT_DIR: join(dataDir, 'no-client'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: SECRET,
  });
  const app = await buildApp({
    config,
    db,
    status: new ServerStatus(),
    logger: false,
    auth: { deliver: async () => {} },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, wsUrl: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/trpc` };
}

/** A user with a session made through the adapter, as a magic-link sign-in leaves them. */
const signedInUser = (db: Database, userId?: string) => newSignedInUser(db.sql, userId);

const emailOf = async (db: Database, userId: string) =>
  (await db.sql<{ email: string }[]>`select email from users where id = ${userId}`)[0]!.email;

/** Opens a socket with the cookie and waits until the server has read its user. */
async function openSignedIn(running: Running, cookie: string): Promise<TrpcSocket> {
  const socket = await TrpcSocket.open(running.wsUrl, cookie);
  const me = await socket.query<{ id: string }>('account.me');
  expect(me.data?.id).toBeDefined();
  return socket;
}

/** Signs out through Auth.js as the client does: the CSRF token, then POST /signout. */
async function signOut(app: FastifyInstance, sessionCookie: string): Promise<void> {
  const csrf = await app.inject({ url: '/api/auth/csrf' });
  const csrfCookie = String(csrf.headers['set-cookie']).split(';')[0];
  const { csrfToken } = csrf.json() as { csrfToken: string };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-auth-return-redirect': '1',
      cookie: `${csrfCookie}; ${sessionCookie}`,
    },
    payload: new URLSearchParams({ csrfToken, callbackUrl: '/account/logged-out' }).toString(),
  });
  expect(response.statusCode).toBe(200);
  expect(String(response.headers['set-cookie'])).toMatch(/authjs\.session-token=;/);
}

/** A tRPC mutation over HTTP as the holder of `cookie`; resolves to the status code. */
async function mutateOverHttp(app: FastifyInstance, cookie: string, path: string, input: unknown): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/trpc/${path}`,
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify(superjson.serialize(input)),
  });
  return response.statusCode;
}

/** account.me over HTTP with a cookie: the status, and who it says the caller is. */
async function meOverHttp(app: FastifyInstance, cookie: string): Promise<{ status: number; username?: string | null }> {
  const response = await app.inject({ url: '/api/trpc/account.me', headers: { cookie } });
  if (response.statusCode !== 200) return { status: response.statusCode };
  const { json } = (response.json() as { result: { data: { json: { username: string | null } } } }).result.data;
  return { status: 200, username: json.username };
}

/** A socket still open answers a query as its user. */
async function expectStillSignedIn(socket: TrpcSocket, userId: string): Promise<void> {
  expect(socket.isOpen).toBe(true);
  expect((await socket.query<{ id: string }>('account.me')).data?.id).toBe(userId);
}

forEachDatabase('revoked sessions', (current, kind) => {
  let dataDir: string;
  let running: Running;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fretboard-sockets-'));
    // No re-check within a test's time: what closes a socket here is the revocation itself.
    running = await startApp(current().db, dataDir, { sessionRecheckMs: 3_600_000 });
  });
  afterAll(async () => {
    await running.app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('closes the socket of a session signed out through Auth.js with 4401, and no one else’s', async () => {
    const { db } = current();
    const ana = await signedInUser(db);
    const anaOnHerPhone = await signedInUser(db, ana.userId);
    const ben = await signedInUser(db);
    const anaSocket = await openSignedIn(running, ana.cookie);
    const anaPhoneSocket = await openSignedIn(running, anaOnHerPhone.cookie);
    const benSocket = await openSignedIn(running, ben.cookie);

    await signOut(running.app, ana.cookie);

    expect(await anaSocket.closed).toEqual(revoked);
    await expectStillSignedIn(anaPhoneSocket, ana.userId);
    await expectStillSignedIn(benSocket, ben.userId);
    anaPhoneSocket.close();
    benSocket.close();
  });

  it('closes every socket of a user who deletes their account (Nuke), and no one else’s', async () => {
    const { db } = current();
    const ana = await signedInUser(db);
    const anaElsewhere = await signedInUser(db, ana.userId);
    const ben = await signedInUser(db);
    const sockets = [await openSignedIn(running, ana.cookie), await openSignedIn(running, anaElsewhere.cookie)];
    const benSocket = await openSignedIn(running, ben.cookie);
    const email = await emailOf(db, ana.userId);

    expect(await mutateOverHttp(running.app, ana.cookie, 'account.nuke', { confirmUsername: email })).toBe(200);

    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([revoked, revoked]);
    await expectStillSignedIn(benSocket, ben.userId);
    benSocket.close();
  });

  it('closes the socket of a session found expired when it is next used', async () => {
    const { db } = current();
    const ana = await signedInUser(db);
    const socket = await openSignedIn(running, ana.cookie);
    await db.sql`update sessions set expires = now() - interval '1 second' where session_token = ${ana.token}`;

    // A request with the cookie to an instance that has not seen it yet (the socket's own
    // instance keeps it cached for a few seconds) finds it expired, deletes it, and says so.
    const other = await startApp(db, dataDir, { sessionRecheckMs: 3_600_000 });
    try {
      expect((await meOverHttp(other.app, ana.cookie)).status).toBe(401);
    } finally {
      await other.app.close();
    }

    expect(await socket.closed).toEqual(revoked);
    expect(await db.sql`select 1 from sessions where session_token = ${ana.token}`).toHaveLength(0);
    expect((await meOverHttp(running.app, ana.cookie)).status).toBe(401);
  });

  it('leaves a socket opened without a session, or with an unknown one, open and signed out', async () => {
    const anonymous = await TrpcSocket.open(running.wsUrl);
    const stale = await TrpcSocket.open(running.wsUrl, `authjs.session-token=${randomUUID()}`);
    for (const socket of [anonymous, stale]) {
      expect((await socket.query('account.me')).code).toBe('UNAUTHORIZED');
      expect(socket.isOpen).toBe(true);
      socket.close();
    }
  });

  it('refuses a signed-out session over HTTP at once, though it was just answered from the cache', async () => {
    const { db } = current();
    const ana = await signedInUser(db);
    const ben = await signedInUser(db);
    expect((await meOverHttp(running.app, ana.cookie)).status).toBe(200);
    expect((await meOverHttp(running.app, ben.cookie)).status).toBe(200);

    await signOut(running.app, ana.cookie);

    expect((await meOverHttp(running.app, ana.cookie)).status).toBe(401);
    expect((await meOverHttp(running.app, ben.cookie)).status).toBe(200);
  });

  it('answers with the new username at once after Set Username, and refuses a deleted account at once', async () => {
    const { db } = current();
    const ana = await signedInUser(db);
    expect(await meOverHttp(running.app, ana.cookie)).toEqual({ status: 200, username: null });
    const username = `ana_${randomUUID().slice(0, 6)}`;
    expect(
      await mutateOverHttp(running.app, ana.cookie, 'account.setUsername', { eventId: randomUUID(), username }),
    ).toBe(200);
    expect(await meOverHttp(running.app, ana.cookie)).toEqual({ status: 200, username });

    expect(await mutateOverHttp(running.app, ana.cookie, 'account.nuke', { confirmUsername: username })).toBe(200);
    expect((await meOverHttp(running.app, ana.cookie)).status).toBe(401);
  });

  describe('with a short re-check', () => {
    let checking: Running;
    beforeAll(async () => {
      checking = await startApp(current().db, dataDir, { sessionRecheckMs: 100 });
    });
    afterAll(async () => {
      await checking.app.close();
    });

    it('closes the socket of a session row deleted by hand, and of one that expired, but not the others', async () => {
      const { db } = current();
      const deleted = await signedInUser(db);
      const expiring = await signedInUser(db);
      const kept = await signedInUser(db);
      const deletedSocket = await openSignedIn(checking, deleted.cookie);
      const expiringSocket = await openSignedIn(checking, expiring.cookie);
      const keptSocket = await openSignedIn(checking, kept.cookie);

      // An operator's own SQL: nothing is announced, so only the re-check can notice.
      const operator = (await import('postgres')).default(current().url, { max: 1, onnotice: () => {} });
      try {
        await operator`delete from sessions where session_token = ${deleted.token}`;
        await operator`update sessions set expires = now() - interval '1 second' where session_token = ${expiring.token}`;
      } finally {
        await operator.end();
      }

      expect(await deletedSocket.closed).toEqual(revoked);
      expect(await expiringSocket.closed).toEqual(revoked);
      await expectStillSignedIn(keptSocket, kept.userId);
      keptSocket.close();
    });
  });

  if (kind === 'server') {
    describe('on two instances sharing the Postgres server', () => {
      let secondDb: Database;
      let second: Running;
      beforeAll(async () => {
        // Its own pool and its own LISTEN connection, as another process would have.
        secondDb = await openDatabase({ databaseUrl: current().url, dataDir: '', migrate: false });
        second = await startApp(secondDb, dataDir, { sessionRecheckMs: 3_600_000 });
      });
      afterAll(async () => {
        await second.app.close();
        await secondDb.close();
      });

      it('closes the socket held by the other instance when the session signs out on this one', async () => {
        const { db } = current();
        const ana = await signedInUser(db);
        const ben = await signedInUser(db);
        const onSecond = await openSignedIn(second, ana.cookie);
        const benOnSecond = await openSignedIn(second, ben.cookie);

        await signOut(running.app, ana.cookie);

        expect(await onSecond.closed).toEqual(revoked);
        await expectStillSignedIn(benOnSecond, ben.userId);
        benOnSecond.close();
      });

      it('refuses, on the other instance, a session signed out on this one, long before its cached copy would lapse', async () => {
        const { db } = current();
        const ana = await signedInUser(db);
        const ben = await signedInUser(db);
        expect((await meOverHttp(second.app, ana.cookie)).status).toBe(200); // now in the second instance's cache
        expect((await meOverHttp(second.app, ben.cookie)).status).toBe(200);

        await signOut(running.app, ana.cookie);

        // The bus carries it across in milliseconds; the cache's own time to live is 10 s.
        await expect
          .poll(async () => (await meOverHttp(second.app, ana.cookie)).status, { timeout: SESSION_CACHE_TTL_MS / 2 })
          .toBe(401);
        expect((await meOverHttp(second.app, ben.cookie)).status).toBe(200);
      });

      it('closes the sockets held by the other instance when the account is deleted on this one', async () => {
        const { db } = current();
        const ana = await signedInUser(db);
        const onSecond = await openSignedIn(second, ana.cookie);
        const email = await emailOf(db, ana.userId);
        expect(await mutateOverHttp(running.app, ana.cookie, 'account.nuke', { confirmUsername: email })).toBe(200);
        expect(await onSecond.closed).toEqual(revoked);
      });
    });
  }
});
