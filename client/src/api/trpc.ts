import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink, type TRPCLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../../server/src/trpc/router';
import { sessionActor } from '../machines/actors';

export type { AppRouter };

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** How long the WebSocket waits before its reconnect attempt number `attempt` (0, 1, ...). */
export function reconnectDelayMs(attempt: number): number {
  return attempt === 0 ? 0 : Math.min(1000 * 2 ** (attempt - 1), 5000);
}

/** The WebSocket address of the API on the page's own origin. */
export function apiSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/trpc`;
}

/** The one mutation sent over the WebSocket (see createApiClient). */
const WEBSOCKET_MUTATION = 'rooms.signal';

/** The WebSocket close code the server uses when it revokes the connection's session. */
export const SESSION_REVOKED_CLOSE_CODE = 4401;

/**
 * Whether a tRPC HTTP answer refused any of its calls as UNAUTHORIZED: the whole answer
 * is 401 when every call of a batch was refused, else 207 with one envelope per call.
 */
export function refusesSession(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (status !== 207 || !Array.isArray(body)) return false;
  return body.some((envelope: unknown) => {
    const error = (envelope as { error?: { json?: { data?: { code?: unknown } } } } | null)?.error;
    return error?.json?.data?.code === 'UNAUTHORIZED';
  });
}

/** `fetch`, telling `onRefused` when the server refused the session (read from a copy of the answer). */
export function watchingForRefusal(
  onRefused: () => void,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status === 401) onRefused();
    else if (response.status === 207) {
      void response
        .clone()
        .json()
        .then((body: unknown) => refusesSession(207, body) && onRefused())
        .catch(() => {});
    }
    return response;
  };
}

/**
 * The tRPC client of spec section 7: subscriptions over one WebSocket (opened only when
 * the first subscription starts, closed when the last ends), everything else over HTTP
 * with batching (queries by GET, mutations by POST), superjson on both. The one
 * exception is a room's ephemeral signals (pointer, sounded notes): small and up to 30 a
 * second, they ride the room's already open socket rather than a request each.
 *
 * A call refused as UNAUTHORIZED, or the socket closed because the session was revoked,
 * tells `onSessionRefused` (by default the session machine, which refetches the session
 * and, when it is gone, ends it as deauthorised; it ignores this while nobody is signed in).
 */
export function createApiClient(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  onSessionRefused: () => void = () => sessionActor.send({ type: 'SESSION.REFUSED' }),
) {
  const wsClient = createWSClient({
    url: apiSocketUrl(location),
    lazy: { enabled: true, closeMs: 10_000 },
    // At once, then after 1, 2 and 4 s, then every 5 s: a room member whose network comes
    // back catches up within seconds (tRPC's default grows to every 30 s).
    retryDelayMs: reconnectDelayMs,
    onClose: (cause) => {
      if (cause?.code === SESSION_REVOKED_CLOSE_CODE) onSessionRefused();
    },
  });
  const links: TRPCLink<AppRouter>[] = [
    splitLink({
      condition: (op) => op.type === 'subscription' || op.path === WEBSOCKET_MUTATION,
      true: wsLink<AppRouter>({ client: wsClient, transformer: superjson }),
      false: httpBatchLink({ url: '/api/trpc', transformer: superjson, fetch: watchingForRefusal(onSessionRefused) }),
    }),
  ];
  return createTRPCClient<AppRouter>({ links });
}

export type ApiClient = ReturnType<typeof createApiClient>;
