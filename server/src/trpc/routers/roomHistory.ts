/**
 * Looking back at practice rooms (server/src/rooms/history.ts): the rooms you were in, and
 * one room's timeline for its members. A room that is not there and a room you were never
 * in get the same answer, so a code cannot be tested for existence here.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { guestTokenSchema } from '#events/inputSchemas';
import { roomCodeSchema } from '#events/roomEvents';
import { MAX_LISTED_ROOMS, roomsOf, roomTimeline } from '../../rooms/history';
import { protectedProcedure, publicProcedure, router } from '../trpc';

export const roomHistoryRouter = router({
  /** The rooms the signed-in user hosted or joined, open and closed, newest first (at most 100). */
  mine: protectedProcedure
    .input(z.strictObject({ limit: z.number().int().min(1).max(MAX_LISTED_ROOMS).optional() }).optional())
    .query(async ({ ctx, input }) => ({ rooms: await roomsOf(ctx.services.db.sql, ctx.user.id, input?.limit) })),

  /**
   * One room's timeline (events with versions and recorded times, names, the final state)
   * for a member: signed in, or a guest with the room's token while the room is open.
   * `after`: the `nextAfter` of the previous page.
   */
  review: publicProcedure
    .input(
      z.strictObject({
        code: roomCodeSchema,
        guestToken: guestTokenSchema.optional(),
        after: z
          .number()
          .int()
          .min(0)
          .max(2 ** 31 - 1)
          .optional(),
      }),
    )
    .query(async ({ ctx, input }) => {
      if (!ctx.user && !input.guestToken)
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Log in to look back at a room you were in.' });
      const timeline = await roomTimeline(
        ctx.services.db.sql,
        input.code,
        { userId: ctx.user?.id ?? null, guestToken: input.guestToken },
        input.after,
      );
      if (!timeline) {
        throw new TRPCError({
          code: 'NOT_FOUND',
          message:
            'There is no room here you can look back at. Only its host and members who were signed in can see a closed room.',
        });
      }
      return timeline;
    }),
});
