/**
 * A user's complete progress state, as the deciders need it: the whole stream folded
 * with `foldProgress` (through the same read-back as the projections), practice entries
 * included, with the stream version it reflects, the expected version of the next append.
 * The one fold: no state is pieced together from projection rows.
 */
import { evolveProgress, initialProgress, type ProgressState } from '../../../events/progressState';
import { userStream } from '../../../events/streams';
import type { Queryable } from '../eventStore';
import { readBack } from '../projections/progressProjection';

export interface LoadedProgress {
  state: ProgressState;
  /** The stream version the state reflects (0 for an empty stream). */
  version: number;
}

interface Row {
  version: number;
  event_id: string;
  type: string;
  schema: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

export async function loadProgress(sql: Queryable, userId: string): Promise<LoadedProgress> {
  const rows = await sql<Row[]>`
    select version, event_id::text as event_id, type, schema, data, metadata, recorded_at
    from events where stream_id = ${userStream(userId)} order by version`;
  let state = initialProgress();
  for (const row of rows) {
    const read = readBack(userId, { ...row, eventId: row.event_id, recordedAt: row.recorded_at });
    // An event this build cannot read is left out, as the rebuild leaves it out of the projections.
    if (read.ok) state = evolveProgress(state, { ...read.event.event, eventId: read.event.eventId });
  }
  return { state, version: rows.at(-1)?.version ?? 0 };
}
