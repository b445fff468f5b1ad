/**
 * Stream ids, one function per kind of stream (never concatenated at call sites), and
 * the reverse: which kind and id a stream id names. Shared by the browser's local log
 * and the server's event store.
 */
export type StreamKind = 'user' | 'room';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function streamOf(kind: StreamKind, id: string): string {
  if (!ID_PATTERN.test(id)) throw new RangeError(`Not a valid ${kind} id: ${JSON.stringify(id)}`);
  return `${kind}-${id}`;
}

/** The stream of everything one user keeps: favourites, learned items, practice, preferences. */
export const userStream = (userId: string) => streamOf('user', userId);

/** The stream of one live practice room's durable events. */
export const roomStream = (roomId: string) => streamOf('room', roomId);

/** The kind and id a stream id names, or null when it is not one of ours. */
export function parseStreamId(streamId: string): { kind: StreamKind; id: string } | null {
  const match = /^(user|room)-(.+)$/.exec(streamId);
  if (!match || !ID_PATTERN.test(match[2]!)) return null;
  return { kind: match[1] as StreamKind, id: match[2]! };
}
