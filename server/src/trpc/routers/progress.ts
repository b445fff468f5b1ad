/**
 * A signed-in user's progress: reading favourites, learned items, the practice log,
 * preferences and the whole state, and one way to write: `upload`, the events the client
 * decided (one change made now, or the device's log at sign-in), each validated with
 * `parseProgressEvent` and decided again on the account's complete state
 * (server/src/progress/recordProgress.ts). Every procedure works on the caller's own
 * stream only (the user id comes from the session, never the input). Each event carries
 * a client-made id, so a retry never doubles anything.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { eventIdSchema } from '#events/inputSchemas';
import { parseProgressEvent } from '#events/parseProgressEvent';
import type { NewEvent } from '../../eventStore';
import { recordProgress, type RecordOutcome } from '../../progress/recordProgress';
import {
  getPreferences,
  listFavourites,
  listLearned,
  listPractice,
  loadProgressState,
} from '../../projections/progressQueries';
import { RefusalError } from '../refusalError';
import { protectedProcedure, router } from '../trpc';

export const MAX_UPLOAD_EVENTS = 1000;

/** An expected refusal becomes the one tRPC error that says what to do; success, a value. */
function answer(outcome: RecordOutcome): { changed: boolean; written: number; alreadyStored: number } {
  if (!outcome.ok) throw new RefusalError(outcome.refusal);
  return { changed: outcome.changed > 0, written: outcome.written, alreadyStored: outcome.alreadyStored };
}

const uploadedEventSchema = z.strictObject({
  eventId: eventIdSchema,
  type: z.string({ error: 'type must be text' }).max(64),
  schema: z.number({ error: 'schema must be a number' }).int().min(0).max(32767),
  data: z.unknown(),
  occurredAt: z.iso.datetime({ offset: true, error: 'occurredAt must be an ISO date-time' }),
});

/** The client's events checked one by one: all valid, or the sentence saying which are not. */
function checkUpload(events: z.infer<typeof uploadedEventSchema>[]): NewEvent[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const accepted: NewEvent[] = [];
  events.forEach((event, i) => {
    if (seen.has(event.eventId)) return void problems.push(`events[${i}]: eventId ${event.eventId} appears twice`);
    seen.add(event.eventId);
    if (event.type === 'UsernameSet')
      return void problems.push(`events[${i}]: a username is set on the Account page, not uploaded`);
    const parsed = parseProgressEvent(event);
    if (!parsed.ok) return void problems.push(`events[${i}]: ${parsed.error}`);
    // Not stored yet, so recordProgress keeps the deciders' events, in the current shape.
    accepted.push({
      eventId: event.eventId,
      type: event.type,
      schema: event.schema,
      data: event.data,
      metadata: { occurredAt: event.occurredAt },
    });
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `${problems.length} of the ${events.length} events could not be saved, so none were: ${shown}${more}.`,
    });
  }
  return accepted;
}

export const progressRouter = router({
  /**
   * Everything the user keeps, as the client's fold would give it: favourites, learned,
   * the latest practices (newest first, `practiceCount` in all; the total counts every
   * one), completed days, preferences and username.
   */
  state: protectedProcedure.query(async ({ ctx }) => ({
    ...(await loadProgressState(ctx.services.db.sql, ctx.user.id)),
    username: ctx.user.username,
  })),

  favourites: router({
    list: protectedProcedure.query(({ ctx }) => listFavourites(ctx.services.db.sql, ctx.user.id)),
  }),

  learned: router({
    list: protectedProcedure.query(({ ctx }) => listLearned(ctx.services.db.sql, ctx.user.id)),
  }),

  practice: router({
    list: protectedProcedure
      .input(z.strictObject({ limit: z.number().int().min(1).max(500).default(50) }).default({ limit: 50 }))
      .query(({ ctx, input }) => listPractice(ctx.services.db.sql, ctx.user.id, input.limit)),
  }),

  preferences: router({
    get: protectedProcedure.query(({ ctx }) => getPreferences(ctx.services.db.sql, ctx.user.id)),
  }),

  /**
   * The events the client decided, in the order it decided them: a change made now, or
   * the events a device kept while signed out, merged into the account (idempotent by id).
   */
  upload: protectedProcedure
    .input(
      z.strictObject({
        events: z
          .array(uploadedEventSchema)
          .max(MAX_UPLOAD_EVENTS, { error: `at most ${MAX_UPLOAD_EVENTS} events per upload` }),
      }),
    )
    .mutation(async ({ ctx, input }) =>
      answer(await recordProgress(ctx.services.db, ctx.user.id, checkUpload(input.events))),
    ),
});
