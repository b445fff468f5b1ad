/**
 * What the rooms' service answers: a value, or a refusal with a sentence fit to show. The
 * deciders' refusals (events/roomDecide.ts) plus the service's own (a busy room, a reused
 * id, too many join attempts), all in the one table of events/refusals.ts. Expected
 * outcomes are values, not exceptions (STYLE.md).
 */
import { REFUSALS } from '#events/refusals';
import type { RoomRefusal } from '#events/roomDecide';

export type ServiceRefusal = RoomRefusal | 'ROOM_BUSY' | 'ID_TAKEN' | 'RATE_LIMITED';
export type RoomOutcome<T> = { ok: true; value: T } | { ok: false; refusal: ServiceRefusal; message: string };

export const refuse = <T>(refusal: ServiceRefusal): RoomOutcome<T> => ({
  ok: false,
  refusal,
  message: REFUSALS[refusal].sentence,
});

export const ok = <T>(value: T): RoomOutcome<T> => ({ ok: true, value });

/** A command's answer: whether it changed the room. */
export type CommandAnswer = RoomOutcome<{ changed: boolean }>;
