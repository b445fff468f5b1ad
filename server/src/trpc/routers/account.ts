/**
 * The signed-in user's account: who they are and what is stored (me), the username
 * (setUsername), the export of everything they stored, and its deletion (nuke). The user
 * id always comes from the session, never the input.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { eventIdSchema } from '#events/inputSchemas';
import { REFUSALS } from '#events/refusals';
import { USERNAME_PATTERN } from '#events/progressEvents';
import { userStream } from '#events/streams';
import { nukeAccount, type NukeOutcome } from '../../account/nuke';
import { setUsername } from '../../account/setUsername';
import { countStored } from '../../account/storedCounts';
import { readStream } from '../../eventStore';
import { RefusalError } from '../refusalError';
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

export const USERNAME_RULE = REFUSALS.USERNAME_INVALID.sentence;
export const USERNAME_TAKEN = REFUSALS.USERNAME_TAKEN.sentence;

const usernameSchema = z.string({ error: USERNAME_RULE }).regex(USERNAME_PATTERN, { error: USERNAME_RULE });

/** The sentence for a refused confirmation, naming what to type. */
function confirmationRefused(expected: Extract<NukeOutcome, { ok: false }>['expected']): string {
  if (expected === 'email') return 'Type your e-mail address exactly to confirm.';
  if (expected === 'none') return 'Choose a username first, then type it here to confirm.';
  return 'Type your username exactly to confirm.';
}

export const accountRouter = router({
  /** Who the caller is, and how much of their progress is stored. */
  me: protectedProcedure.query(async ({ ctx }) => {
    const { id, name, email, username } = ctx.user;
    return { id, name, email, username, counts: await countStored(ctx.services.db.sql, id) };
  }),

  /** Chooses the caller's username (unique ignoring case); records a UsernameSet event with it. */
  setUsername: protectedProcedure
    .input(z.strictObject({ eventId: eventIdSchema, username: usernameSchema }))
    .mutation(async ({ ctx, input }) => {
      const outcome = await setUsername(ctx.services.db, ctx.user.id, input.username, {
        eventId: input.eventId,
        now: new Date().toISOString(),
      });
      if (outcome.ok) return { username: input.username, changed: outcome.changed };
      throw new RefusalError(outcome.refusal);
    }),

  /** All of the caller's events, oldest first, as plain JSON (the data export download). */
  export: protectedProcedure.query(async ({ ctx }) => {
    const events = await readStream(ctx.services.db.sql, userStream(ctx.user.id));
    return {
      exportedAt: new Date().toISOString(),
      events: events.map((e): ExportedEvent => ({
        eventId: e.eventId,
        version: e.version,
        type: e.type,
        schema: e.schema,
        data: e.data,
        occurredAt: typeof e.metadata.occurredAt === 'string' ? e.metadata.occurredAt : null,
        recordedAt: e.recordedAt.toISOString(),
      })),
    };
  }),

  /**
   * Deletes the caller's account and everything of it, once they type their username (or,
   * without one, their e-mail address), ignoring case. Their sessions go with it, so the
   * client signs out afterwards.
   */
  nuke: protectedProcedure
    .input(z.strictObject({ confirmUsername: z.string({ error: 'Type your username to confirm.' }).max(320) }))
    .mutation(async ({ ctx, input }) => {
      const outcome = await nukeAccount(ctx.services.db, ctx.user.id, input.confirmUsername);
      if (!outcome.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: confirmationRefused(outcome.expected) });
      return { deleted: true as const };
    }),
});
