/**
 * Live practice rooms over tRPC (server/src/rooms/README.md is the protocol). Every
 * procedure names the room by its share code and checks who is asking: a signed-in user
 * through the session, a guest through the room token they got when joining (sent in the
 * input). Commands carry a client-made event id, so a retry never doubles anything.
 * `watch` is the one subscription per member: snapshot or catch-up, then live events,
 * signals and presence, each tracked with the room version so a reconnect resumes exactly.
 */
import { TRPCError, tracked } from '@trpc/server';
import { z } from 'zod';
import { eventIdSchema, guestTokenSchema } from '#events/inputSchemas';
import { roomCommandSchema } from '#events/roomCommands';
import { roomCodeSchema, roomTitleSchema } from '#events/roomEvents';
import { roomSignalSchema } from '#events/roomSignals';
import { roomFeed, sendSignal, type Rooms } from '../../rooms';
import type { Principal } from '../../rooms/roomRecords';
import type { RoomOutcome } from '../../rooms/roomService';
import type { Context } from '../context';
import { RefusalError } from '../refusalError';
import { socketHandover } from '../directFeed';
import { protectedProcedure, publicProcedure, router } from '../trpc';

const guestNameSchema = z
  .string({ error: 'Your name must be text.' })
  .trim()
  .min(1, { error: 'Please give a name to join as a guest.' })
  .max(40, { error: 'A name can be at most 40 characters.' })
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), { error: 'A name must not contain control characters.' });

/** Which room, and the guest token when the caller is a guest. */
const roomInput = z.strictObject({ code: roomCodeSchema, guestToken: guestTokenSchema.optional() });
const commandInput = roomInput.extend({ eventId: eventIdSchema });

function answer<T>(outcome: RoomOutcome<T>): T {
  if (!outcome.ok) throw new RefusalError(outcome.refusal);
  return outcome.value;
}

/** This instance's rooms (rooms/plugin.ts puts them in the services). */
function roomsOf(ctx: Context): Promise<Rooms> {
  if (!ctx.services.rooms) throw new Error('rooms: this app was built without its rooms (rooms/plugin.ts)');
  return ctx.services.rooms.get();
}

const principalOf = (ctx: Context, guestToken: string | undefined): Principal => ({
  userId: ctx.user?.id ?? null,
  guestToken,
});

/**
 * Whom the join limits count against: the client's address (context.ts reads it, honouring
 * TRUST_PROXY), else the account; callers with neither share one count.
 */
function clientKey(ctx: Context): string {
  if (ctx.clientAddress) return `ip:${ctx.clientAddress}`;
  return ctx.user ? `user:${ctx.user.id}` : 'anonymous';
}

export const roomsRouter = router({
  /** A signed-in user opens a room; the answer's code makes the share link `/rooms/<code>`. */
  open: protectedProcedure
    .input(z.strictObject({ eventId: eventIdSchema, title: roomTitleSchema.optional() }))
    .mutation(async ({ ctx, input }) => {
      const { service } = await roomsOf(ctx);
      const { code, memberId } = answer(await service.open(ctx.user.id, input));
      return { code, memberId };
    }),

  /** Before joining: whether the code leads to a room, its title and how full it is. Counts against the join limits. */
  peek: publicProcedure.input(z.strictObject({ code: roomCodeSchema })).query(async ({ ctx, input }) => {
    const { service } = await roomsOf(ctx);
    const found = await service.findRoom(clientKey(ctx), input.code);
    if (!found.ok && found.refusal === 'NO_ROOM') return { exists: false as const };
    const { state } = await service.snapshot(answer(found).roomId);
    return { exists: true as const, title: state.title, closed: state.closed, members: state.members.length };
  }),

  /**
   * Joins as the signed-in user, or as a guest with `guestName` (the answer then carries
   * the guest's token for this room). A room that is full, closed or not there is an
   * answer, not an error: `{ joined: false, reason, message }`.
   */
  join: publicProcedure
    .input(z.strictObject({ code: roomCodeSchema, eventId: eventIdSchema, guestName: guestNameSchema.optional() }))
    .mutation(async ({ ctx, input }) => {
      const { service } = await roomsOf(ctx);
      let who: { userId: string } | { guestName: string };
      if (input.guestName !== undefined) who = { guestName: input.guestName };
      else if (ctx.user) who = { userId: ctx.user.id };
      else throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in, or give a name to join as a guest.' });
      const outcome = await service.join(clientKey(ctx), input.code, who, input.eventId);
      if (
        !outcome.ok &&
        (outcome.refusal === 'NO_ROOM' || outcome.refusal === 'CLOSED' || outcome.refusal === 'FULL')
      ) {
        return { joined: false as const, reason: outcome.refusal, message: outcome.message };
      }
      const { code, memberId, guestToken } = answer(outcome);
      return { joined: true as const, code, memberId, ...(guestToken ? { guestToken } : {}) };
    }),

  leave: publicProcedure.input(commandInput).mutation(async ({ ctx, input }) => {
    const { service } = await roomsOf(ctx);
    return answer(await service.leave(input.code, principalOf(ctx, input.guestToken), input.eventId));
  }),

  /** The host ends the room for everyone. */
  close: publicProcedure.input(commandInput).mutation(async ({ ctx, input }) => {
    const { service } = await roomsOf(ctx);
    return answer(await service.close(input.code, principalOf(ctx, input.guestToken), input.eventId));
  }),

  /**
   * A member's command (events/roomCommands.ts lists them): `{ code, guestToken?, eventId,
   * command: { type, ... } }` answers `{ changed }`. Who is asking is resolved through the
   * service's short cache (a leader sends up to 10 changes a second).
   */
  command: publicProcedure
    .input(commandInput.extend({ command: roomCommandSchema }))
    .mutation(async ({ ctx, input }) => {
      const { service } = await roomsOf(ctx);
      return answer(
        await service.command(input.code, principalOf(ctx, input.guestToken), input.command, input.eventId),
      );
    }),

  /**
   * An ephemeral signal (the leader's pointer, a sounded note) to every member on every
   * instance, never stored. Over the rate (30 pointer moves, 20 notes a second) it is
   * dropped: `{ delivered: false }`. Send it over the WebSocket.
   */
  signal: publicProcedure
    .input(roomInput.extend({ signal: roomSignalSchema }))
    .mutation(async ({ ctx, input }) =>
      answer(
        await sendSignal(await roomsOf(ctx), input.code, principalOf(ctx, input.guestToken), input.signal, Date.now()),
      ),
    ),

  /**
   * The member's live feed (see RoomFeedItem in events/roomSignals.ts). Without
   * `lastEventId`: a snapshot of the current state first. With it (the wsLink resends
   * the last tracked id on reconnect): every event after it, in order, once.
   */
  watch: publicProcedure
    .input(roomInput.extend({ lastEventId: z.string().max(20).optional() }))
    .subscription(async function* ({ ctx, input, signal }) {
      const { service, hub } = await roomsOf(ctx);
      const { roomId, memberId } = answer(await service.watcher(input.code, principalOf(ctx, input.guestToken)));
      const lastEventId =
        input.lastEventId !== undefined && /^\d{1,10}$/.test(input.lastEventId) ? Number(input.lastEventId) : undefined;
      const feed = roomFeed({
        hub,
        service,
        roomId,
        memberId,
        lastEventId,
        signal,
        // Over a WebSocket, a caught-up feed hands its socket to the hub (trpc/directFeed.ts).
        handover: ctx.socket ? socketHandover(ctx.socket) : undefined,
      });
      for await (const { id, item } of feed) yield tracked(id, item);
    }),
});
