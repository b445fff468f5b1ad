/**
 * Where rooms meet the server's bus (db/bus.ts): the one place that hears that a
 * room's stream grew, on this instance or another. The bus carries only a wake-up (stream
 * and version); whoever hears it reads the log. Ephemeral signals and presence are its `roomSignal` and
 * `presence` messages, seen through signalBus.ts. Kept to this file so a change of the bus's shape is one edit.
 */
import { parseStreamId } from '#events/streams';
import type { Bus } from '../db/bus';

/** Calls `listener` with each room whose stream reached `version`; returns the unsubscribe. */
export function onRoomGrew(
  bus: Pick<Bus, 'subscribe'>,
  listener: (roomId: string, version: number) => void,
): () => void {
  return bus.subscribe('appended', ({ streamId, version }) => {
    const stream = parseStreamId(streamId);
    if (stream?.kind === 'room') listener(stream.id, version);
  });
}
