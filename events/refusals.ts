/**
 * Every refusal the API answers with, once: the tRPC code it travels under, whether the
 * same call sent again may succeed, and the sentence a user sees. The server throws them
 * (server/src/trpc/refusalError.ts) and names the refusal in the error's `data.refusal`;
 * the client reads it back (client/src/api/errorSentence.ts) to decide whether to retry.
 *
 * `retry` is about resending the very same call (same event id): a refusal on the merits
 * (an event id already used, a forbidden action) fails the same way every time, so it is
 * false; only a transient clash with another writer (busy) may pass on a second try.
 */

/** The tRPC error codes refusals use (a subset of @trpc/server's, kept here so the browser needs no server types). */
export type RefusalCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export interface RefusalKind {
  code: RefusalCode;
  retry: boolean;
  sentence: string;
}

const ID_TAKEN_SENTENCE = 'This change reused an id already given to another one; nothing was saved. Please try again.';

export const REFUSALS = {
  // A room's own (events/roomDecide.ts RoomRefusal).
  NO_ROOM: { code: 'NOT_FOUND', retry: false, sentence: 'No room has this code. Check the link and try again.' },
  CLOSED: { code: 'PRECONDITION_FAILED', retry: false, sentence: 'This room has been closed.' },
  NOT_MEMBER: { code: 'FORBIDDEN', retry: false, sentence: 'Join this room first.' },
  NOT_LEADER: {
    code: 'FORBIDDEN',
    retry: false,
    sentence: 'Only the member who leads the room can change what it shows.',
  },
  NOT_HOST: { code: 'FORBIDDEN', retry: false, sentence: 'Only the host of this room can do that.' },
  // MAX_ROOM_MEMBERS (events/roomEvents.ts, kept in step by refusals.test.ts): written out so this table needs no zod.
  FULL: { code: 'CONFLICT', retry: false, sentence: 'This room is full (50 people).' },
  UNKNOWN_MEMBER: { code: 'BAD_REQUEST', retry: false, sentence: 'That person is not in this room any more.' },
  BAD_TIME: { code: 'BAD_REQUEST', retry: false, sentence: 'The metronome must start within the next ten seconds.' },
  /** The event id was used already by another change: resending it can only be refused again. */
  ID_TAKEN: { code: 'CONFLICT', retry: false, sentence: ID_TAKEN_SENTENCE },
  /** An upload holding ids already used in another stream. */
  IDS_TAKEN: {
    code: 'CONFLICT',
    retry: false,
    sentence: 'Some of these events have ids already used elsewhere; nothing was saved.',
  },
  ROOM_BUSY: { code: 'CONFLICT', retry: true, sentence: 'The room was changing at the same moment. Please try again.' },
  PROGRESS_BUSY: {
    code: 'CONFLICT',
    retry: true,
    sentence: 'Your progress was changing on another device at the same time. Please try again.',
  },
  RATE_LIMITED: {
    code: 'TOO_MANY_REQUESTS',
    retry: false,
    sentence: 'Too many attempts to join a room. Please wait a minute and try again.',
  },
  /** The server lost its database for a moment (a restart, a cut connection): nothing was decided, so the same call may pass. */
  SERVER_RECONNECTING: {
    code: 'SERVICE_UNAVAILABLE',
    retry: true,
    sentence: 'The server is reconnecting to its database. Please try again in a moment.',
  },
  NOT_SIGNED_IN: { code: 'UNAUTHORIZED', retry: false, sentence: 'Please sign in to do this.' },
  USERNAME_TAKEN: { code: 'CONFLICT', retry: false, sentence: 'That username is taken. Try another.' },
  USERNAME_INVALID: {
    code: 'BAD_REQUEST',
    retry: false,
    sentence: 'A username is 3 to 30 characters: letters, digits, - and _.',
  },
} satisfies Record<string, RefusalKind>;

export type Refusal = keyof typeof REFUSALS;

/** Whether a value read off the wire names a refusal of this table. */
export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(REFUSALS, value);
}
