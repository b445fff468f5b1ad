/**
 * What the rooms' service answers: a value, or a refusal with a sentence fit to show. The
 * deciders' refusals (events/roomDecide.ts) plus the service's own (a busy room, a reused
 * id, too many join attempts). Expected outcomes are values, not exceptions (STYLE.md).
 */
import { ROOM_REFUSAL_MESSAGES, type RoomRefusal } from '../../../events/roomDecide';

export type ServiceRefusal = RoomRefusal | 'BUSY' | 'ID_TAKEN' | 'RATE_LIMITED';
export type RoomOutcome<T> = { ok: true; value: T } | { ok: false; refusal: ServiceRefusal; message: string };

const SERVICE_MESSAGES: Record<'BUSY' | 'ID_TAKEN' | 'RATE_LIMITED', string> = {
  BUSY: 'The room was changing at the same moment. Please try again.',
  ID_TAKEN: 'This change reused an id already given to another one; nothing was saved. Please try again.',
  RATE_LIMITED: 'Too many attempts to join a room. Please wait a minute and try again.',
};

export const refuse = <T>(refusal: ServiceRefusal): RoomOutcome<T> => ({
  ok: false,
  refusal,
  message:
    refusal in SERVICE_MESSAGES
      ? SERVICE_MESSAGES[refusal as keyof typeof SERVICE_MESSAGES]
      : ROOM_REFUSAL_MESSAGES[refusal as RoomRefusal],
});

export const ok = <T>(value: T): RoomOutcome<T> => ({ ok: true, value });

/** A command's answer: whether it changed the room. */
export type CommandAnswer = RoomOutcome<{ changed: boolean }>;
