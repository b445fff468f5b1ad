/** The signed-in user's account: the export of everything they stored. */
import { userStream } from '../../../../events/streams';
import { readStream } from '../../eventStore';
import { protectedProcedure, router } from '../trpc';

export interface ExportedEvent {
  eventId: string;
  version: number;
  type: string;
  schema: number;
  data: unknown;
  occurredAt: string | null;
  recordedAt: string;
}

export const accountRouter = router({
  /** All of the caller's events, oldest first, as plain JSON (the data export download). */
  export: protectedProcedure.query(async ({ ctx }) => {
    const events = await readStream(ctx.services.db.sql, userStream(ctx.user.id));
    return {
      exportedAt: new Date().toISOString(),
      events: events.map(
        (e): ExportedEvent => ({
          eventId: e.eventId,
          version: e.version,
          type: e.type,
          schema: e.schema,
          data: e.data,
          occurredAt: typeof e.metadata.occurredAt === 'string' ? e.metadata.occurredAt : null,
          recordedAt: e.recordedAt.toISOString(),
        }),
      ),
    };
  }),
});
