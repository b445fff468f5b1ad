/**
 * What travels in a room besides its durable events: ephemeral signals (the leader's
 * pointer over the neck, a note being sounded), which are broadcast and never stored, and
 * the items of a member's live feed (`rooms.watch`). Shared so the browser and the server
 * agree on the shapes.
 */
import { z } from 'zod';
import { fretPlaceSchema, type RecordedRoomEvent } from './roomEvents';
import type { RoomState } from './roomState';

/** Bumped when the feed's items change shape; the snapshot carries it. */
export const ROOM_PROTOCOL_VERSION = 1;

export const roomSignalSchema = z.discriminatedUnion(
  'type',
  [
    /** Where the leader's pointer is over the neck; null when it left the neck. */
    z.strictObject({ type: z.literal('pointer'), at: fretPlaceSchema.nullable() }),
    /** A note the leader sounded (members hear it with their own volume). */
    z.strictObject({ type: z.literal('sounded'), at: fretPlaceSchema }),
  ],
  { error: 'signal must be a pointer or a sounded note' },
);
export type RoomSignal = z.infer<typeof roomSignalSchema>;

/** At most this many signals of a kind per member per second; the excess is dropped. */
export const SIGNAL_RATE_PER_SECOND: Record<RoomSignal['type'], number> = { pointer: 30, sounded: 20 };

/**
 * One item of a member's live feed. Every item is tracked with the room version it
 * follows (a snapshot or event: its own version), so a reconnect resumes after it.
 */
export type RoomFeedItem =
  | {
      kind: 'snapshot';
      protocol: number;
      /** The member watching. */
      you: string;
      state: RoomState;
      /** Display names by member id (a guest's own name; a user's username). */
      names: Record<string, string>;
      /** Members with a live connection now; the rest are away. */
      present: string[];
      /** Server time when the snapshot was taken (epoch ms). */
      serverTime: number;
    }
  /** A durable event; `name` comes with MemberJoined (looked up, never stored in the event). */
  | { kind: 'event'; event: RecordedRoomEvent; name?: string }
  | { kind: 'signal'; from: string; signal: RoomSignal }
  | { kind: 'presence'; memberId: string; present: boolean };
