/**
 * What a member may ask of a room once in it: the one list of room commands, as a zod
 * discriminated union on `type`. The server's `rooms.command` procedure takes it as its
 * input, the deciders (roomDecide.ts) take what it parses to, and the browser builds its
 * calls from the same types, so a command is added in one place.
 */
import { z } from 'zod';
import { NOTE_DISPLAYS } from './noteDisplays';
import {
  beatsPerBarSchema,
  bpmSchema,
  fretPlaceSchema,
  MAX_MARKED_NOTES,
  memberIdSchema,
  messageTextSchema,
  patternSchema,
  roomTuningSchema,
} from './roomEvents';

const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

export const roomCommandSchema = z.discriminatedUnion(
  'type',
  [
    // What the room shows: the leader's alone.
    /** Clears the marked notes. */
    command('showPattern', { pattern: patternSchema }),
    command('changeTuning', { tuning: roomTuningSchema }),
    /** Replaces the marked set; `[]` clears it. */
    command('markNotes', {
      notes: z.array(fretPlaceSchema).max(MAX_MARKED_NOTES, { error: `Mark at most ${MAX_MARKED_NOTES} notes.` }),
    }),
    command('changeNoteDisplay', { noteDisplay: z.enum(NOTE_DISPLAYS) }),
    /** While the metronome runs it restarts at the new tempo from a fresh instant. */
    command('changeTempo', { bpm: bpmSchema }),
    /** `startsAt` in server time (system.time); absent: the server picks an instant just ahead. */
    command('startMetronome', {
      bpm: bpmSchema.optional(),
      beatsPerBar: beatsPerBarSchema.default(4),
      startsAt: z.number().int().nonnegative().optional(),
    }),
    command('stopMetronome', {}),
    // Any member.
    command('raiseHand', {}),
    /** `memberId` absent: the actor's own hand. Lowering another's is for the leader or host. */
    command('lowerHand', { memberId: memberIdSchema.optional() }),
    command('postMessage', { text: messageTextSchema }),
    // The lead.
    command('handOverLead', { to: memberIdSchema }),
    command('takeLead', {}),
  ],
  { error: 'command must be one of the room commands (showPattern, changeTuning, ...)' },
);

/** A command as decided on (defaults filled in). */
export type RoomCommand = z.output<typeof roomCommandSchema>;
/** A command as a client sends it (`beatsPerBar` may be left out). */
export type RoomCommandInput = z.input<typeof roomCommandSchema>;
export type RoomCommandType = RoomCommand['type'];
