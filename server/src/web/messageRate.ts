/**
 * A flood guard for one WebSocket: a token bucket of messages. A client that sends more
 * than its share (a bug, or an attack) is cut off with 1008 "policy violation", alone:
 * the server and everyone else carry on. Room signals are throttled further per member
 * (server/src/rooms/throttle.ts); this only stops a socket from drowning the server.
 */

export interface MessageRate {
  /** Messages a second allowed on average. */
  perSecond: number;
  /** Messages allowed at once above the average. */
  burst: number;
}

/** Generous for a real client: a room leader moving the pointer sends about 25 a second. */
export const DEFAULT_MESSAGE_RATE: MessageRate = { perSecond: 100, burst: 400 };

export const FLOOD_CLOSE_CODE = 1008;

interface Closable {
  on(event: 'message', listener: () => void): unknown;
  close(code?: number, reason?: string): void;
}

/** Counts `socket`'s messages and closes it when it floods. `now` is injectable for tests. */
export function limitMessageRate(
  socket: Closable,
  rate: MessageRate = DEFAULT_MESSAGE_RATE,
  now: () => number = () => performance.now(),
): void {
  let tokens = rate.burst;
  let last = now();
  let closed = false;
  socket.on('message', () => {
    if (closed) return;
    const at = now();
    tokens = Math.min(rate.burst, tokens + ((at - last) / 1000) * rate.perSecond);
    last = at;
    tokens -= 1;
    if (tokens < 0) {
      closed = true;
      socket.close(FLOOD_CLOSE_CODE, 'Too many messages');
    }
  });
}
