/**
 * A flood guard for one WebSocket: a token bucket of calls. A client that sends more
 * than its share (a bug, or an attack) is cut off with 1008 "policy violation", alone:
 * the server and everyone else carry on. Room signals are throttled further per member
 * (server/src/rooms/throttle.ts); this only stops a socket from drowning the server.
 *
 * A frame may batch calls (`[{...},{...}]`: tRPC's client sends all it has queued in one
 * tick, and everything pending at once after a reconnect), and each costs the server a
 * call: a frame is charged one token per call, so a 64 kB frame of a thousand calls is
 * not one message.
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
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  close(code?: number, reason?: string): void;
}

/**
 * How many calls a frame holds: the elements of a top-level JSON array, else one. Counted
 * by scanning (commas at depth one, outside strings), not parsing, so it costs little
 * whatever is sent; for a frame that is not valid JSON the count may be anything, and
 * tRPC refuses such a frame whole.
 */
export function callsInFrame(data: unknown, isBinary = false): number {
  if (isBinary || !Buffer.isBuffer(data)) return 1;
  let i = 0;
  while (data[i] === 0x20 || data[i] === 0x0a || data[i] === 0x0d || data[i] === 0x09) i++;
  if (data[i] !== 0x5b) return 1; // not '[': one call
  let depth = 0;
  let inString = false;
  let commas = 0;
  for (; i < data.length; i++) {
    const byte = data[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) depth++;
    else if (byte === 0x5d || byte === 0x7d) depth--;
    else if (byte === 0x2c && depth === 1) commas++;
  }
  return commas + 1;
}

/** Counts `socket`'s calls and closes it when it floods. `now` is injectable for tests. */
export function limitMessageRate(
  socket: Closable,
  rate: MessageRate = DEFAULT_MESSAGE_RATE,
  now: () => number = () => performance.now(),
): void {
  let tokens = rate.burst;
  let last = now();
  let closed = false;
  socket.on('message', (data, isBinary) => {
    if (closed) return;
    const at = now();
    tokens = Math.min(rate.burst, tokens + ((at - last) / 1000) * rate.perSecond);
    last = at;
    tokens -= callsInFrame(data, isBinary);
    if (tokens < 0) {
      closed = true;
      socket.close(FLOOD_CLOSE_CODE, 'Too many messages');
    }
  });
}
