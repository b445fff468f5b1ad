/**
 * The durable events of a live practice room (ARCHITECTURE.md, "Live practice rooms"), as
 * zod schemas of their `data` (schema 1), the union `RoomEvent` of `{ type, schema, data }`,
 * and `parseRoomEvent` for reading them back. Members are named by a room-scoped member id,
 * never by a name or an address: the display name is looked up (it lives in a table that
 * account deletion and room closing can empty), so the stream holds no personal data.
 * Pointer moves and sounded notes are not here: they are ephemeral and never stored.
 */
import { z } from 'zod';
import { describeIssues, type RawEvent, type UpcasterRegistry } from './parseProgressEvent';
import { NOTE_DISPLAYS } from './noteDisplays';
import { PATTERN_KINDS } from './patternKinds';
import { SHAPE_PATTERN } from './shapeText';
import { TUNING_IDS } from './tuningIds';

/** The schema number every room event is written with today. */
export const CURRENT_ROOM_SCHEMA = 1;

/** Members of one room, at once (the 51st is refused). */
export const MAX_ROOM_MEMBERS = 50;
/** Messages kept in the folded state (the stream keeps them all). */
export const MAX_ROOM_MESSAGES = 100;
export const MAX_MARKED_NOTES = 24;
export const MAX_MESSAGE_LENGTH = 300;
export const STRING_COUNT = 6;
export const MAX_FRET = 24;

/**
 * Share codes: 12 characters of Crockford's base-32 alphabet (no i, l, o, u, so nothing
 * reads as something else), 60 random bits. `normalizeRoomCode` forgives case, spaces and
 * dashes, and the look-alikes a person may type for 0 and 1.
 */
export const ROOM_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const ROOM_CODE_LENGTH = 12;
export const ROOM_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{12}$/;

export function normalizeRoomCode(typed: string): string {
  return typed.trim().toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

export const roomCodeSchema = z
  .string({ error: 'code must be text' })
  .max(40, { error: 'code is too long' })
  .transform(normalizeRoomCode)
  .pipe(z.string().regex(ROOM_CODE_PATTERN, { error: 'code must be the 12 letters and digits from the room link' }));

/** A member's id within one room (not the user's account id). */
export const memberIdSchema = z
  .string({ error: 'memberId must be text' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'memberId must be 1 to 64 letters, digits, - or _' });

export const MEMBER_KINDS = ['user', 'guest'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** What the leader shows: a chord, scale, arpeggio or root, and optionally which voicing or position. */
export const patternSchema = z.strictObject({
  kind: z.enum(PATTERN_KINDS, { error: `kind must be one of ${PATTERN_KINDS.join(', ')}` }),
  root: z
    .string({ error: 'root must be a note name' })
    .regex(/^[A-G](#|b)?$/, { error: 'root must be a note name such as C, F# or Bb' }),
  type: z
    .string({ error: 'type must be text' })
    .regex(/^[A-Za-z0-9 #+\-/()]{1,40}$/, { error: 'type must be 1 to 40 letters, digits, spaces or # + - / ( )' }),
  voicing: z.number({ error: 'voicing must be a number' }).int().min(0).max(499).optional(),
  /**
   * The voicing's shape as books write it (`x35553`), sent with `voicing` since 2026-11-25:
   * it names the voicing whatever the order. A `voicing` without it counts in the order of
   * its day (client/src/theory/legacyOrder.ts).
   */
  shape: z
    .string({ error: 'shape must be text' })
    .regex(SHAPE_PATTERN, { error: 'shape must be six frets such as x32010 or 8(10)(10)988' })
    .optional(),
  position: z.number({ error: 'position must be a number' }).int().min(0).max(MAX_FRET).optional(),
});
export type RoomPattern = z.infer<typeof patternSchema>;

const pitchSchema = z
  .string()
  .regex(/^[A-G](#|b)?[0-8]$/, { error: 'each pitch must be a note with an octave such as E2 or F#4' });

/** A preset tuning's id, or six pitches, lowest string first. */
export const roomTuningSchema = z.union(
  [
    z.enum(TUNING_IDS),
    z.array(pitchSchema).length(STRING_COUNT, { error: `a tuning has ${STRING_COUNT} pitches, lowest string first` }),
  ],
  { error: 'tuning must be a preset tuning or six pitches such as ["D2","A2","D3","G3","A3","D4"]' },
);
export type RoomTuning = z.infer<typeof roomTuningSchema>;

/** One place on the neck: string 0 (lowest) to 5, fret 0 (open) to 24. */
export const fretPlaceSchema = z.strictObject({
  string: z
    .number({ error: 'string must be a number' })
    .int()
    .min(0)
    .max(STRING_COUNT - 1),
  fret: z.number({ error: 'fret must be a number' }).int().min(0).max(MAX_FRET),
});
export type FretPlace = z.infer<typeof fretPlaceSchema>;

export const bpmSchema = z
  .number({ error: 'bpm must be a number' })
  .int({ error: 'bpm must be a whole number' })
  .min(40, { error: 'bpm must be at least 40' })
  .max(220, { error: 'bpm must be at most 220' });

export const beatsPerBarSchema = z.number({ error: 'beatsPerBar must be a number' }).int().min(1).max(12);

export const messageTextSchema = z
  .string({ error: 'text must be text' })
  .trim()
  .min(1, { error: 'A message must not be empty.' })
  .max(MAX_MESSAGE_LENGTH, { error: `A message can be at most ${MAX_MESSAGE_LENGTH} characters.` });

export const roomTitleSchema = z
  .string({ error: 'title must be text' })
  .trim()
  .min(1)
  .max(80, { error: 'title must be at most 80 characters' });

// The data of each event (schema 1).
export const roomDataSchemas = {
  RoomOpened: z.strictObject({
    code: z.string().regex(ROOM_CODE_PATTERN),
    hostId: memberIdSchema,
    title: roomTitleSchema.optional(),
  }),
  MemberJoined: z.strictObject({ memberId: memberIdSchema, kind: z.enum(MEMBER_KINDS) }),
  MemberLeft: z.strictObject({ memberId: memberIdSchema }),
  LeadHandedOver: z.strictObject({ to: memberIdSchema }),
  PatternShown: z.strictObject({ pattern: patternSchema }),
  TuningChanged: z.strictObject({ tuning: roomTuningSchema }),
  /** Replaces the marked set; an empty list clears it. */
  NotesMarked: z.strictObject({
    notes: z.array(fretPlaceSchema).max(MAX_MARKED_NOTES, { error: `at most ${MAX_MARKED_NOTES} notes` }),
  }),
  NoteDisplayChanged: z.strictObject({ noteDisplay: z.enum(NOTE_DISPLAYS) }),
  TempoChanged: z.strictObject({ bpm: bpmSchema }),
  /** `startsAt`: the first beat, in server time (epoch ms), so every member's clicks line up. */
  MetronomeStarted: z.strictObject({
    bpm: bpmSchema,
    startsAt: z.number().int().nonnegative(),
    beatsPerBar: beatsPerBarSchema,
  }),
  MetronomeStopped: z.strictObject({}),
  HandRaised: z.strictObject({ memberId: memberIdSchema }),
  HandLowered: z.strictObject({ memberId: memberIdSchema }),
  MessagePosted: z.strictObject({ from: memberIdSchema, text: messageTextSchema }),
  RoomClosed: z.strictObject({}),
} as const;

export type RoomEventType = keyof typeof roomDataSchemas;
export const ROOM_EVENT_TYPES = Object.keys(roomDataSchemas) as RoomEventType[];

export function isRoomEventType(type: string): type is RoomEventType {
  return Object.prototype.hasOwnProperty.call(roomDataSchemas, type);
}

export type RoomEvent = {
  [T in RoomEventType]: { type: T; schema: typeof CURRENT_ROOM_SCHEMA; data: z.infer<(typeof roomDataSchemas)[T]> };
}[RoomEventType];
export type RoomEventOf<T extends RoomEventType> = Extract<RoomEvent, { type: T }>;
export type RoomEventData<T extends RoomEventType> = RoomEventOf<T>['data'];

/** A room event as read from the stream: its version (the tracked id), when and by whom. */
export type RecordedRoomEvent = RoomEvent & {
  version: number;
  /** ISO time the server recorded it. */
  at: string;
  /** The member who caused it; null when the server did (a timeout). */
  actor: string | null;
};

/** Upcasters of room events: empty, every room event is at schema 1 (see parseProgressEvent.ts). */
export const roomUpcasters: UpcasterRegistry = Object.freeze({});

export type RoomParseResult = { ok: true; event: RoomEvent } | { ok: false; error: string };

/** The event in its current shape, or a sentence saying why not. Never throws. */
export function parseRoomEvent(raw: RawEvent, upcasters: UpcasterRegistry = roomUpcasters): RoomParseResult {
  if (raw === null || typeof raw !== 'object')
    return { ok: false, error: 'event must be an object with type, schema and data' };
  const { type, schema } = raw;
  if (typeof type !== 'string' || !isRoomEventType(type))
    return { ok: false, error: `unknown room event type ${JSON.stringify(type)}` };
  if (typeof schema !== 'number' || !Number.isInteger(schema) || schema < 0 || schema > CURRENT_ROOM_SCHEMA) {
    return { ok: false, error: `${type}: schema ${JSON.stringify(schema)} is not one this app knows` };
  }
  let data = raw.data;
  for (let version = schema; version < CURRENT_ROOM_SCHEMA; version++) {
    const upcast = upcasters[type]?.[version];
    if (!upcast) return { ok: false, error: `${type}: no upcaster from schema ${version} to ${version + 1}` };
    try {
      data = upcast(data);
    } catch (error) {
      return {
        ok: false,
        error: `${type}: upcasting from schema ${version} failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
  const parsed = roomDataSchemas[type].safeParse(data);
  if (!parsed.success) return { ok: false, error: `${type}: ${describeIssues(parsed.error)}` };
  return { ok: true, event: { type, schema: CURRENT_ROOM_SCHEMA, data: parsed.data } as RoomEvent };
}
