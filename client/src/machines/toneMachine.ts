// Over 350 lines on purpose: this is one statechart, the spec's whole "tone" state group
// (sound loading, taps, pattern playback and the tone settings), and its states and
// transitions read best in one place; its actors and helpers live elsewhere (audio/).
import { assign, emit, fromCallback, fromPromise, setup, stateIn } from 'xstate';
import { loadAudio } from '../audio/audio';
import { patternSequence, playOrderFor, tonePitchShift, toneTempo, type PatternNote } from '../audio/patternOrder';
import type { PatternKind } from '#events/patternKinds';
import { AudioBlockedError, type AudioEngine, type SequenceEvent } from '../audio/types';
import { NOTE_DURATION_SECONDS, normaliseTempo, TEMPO } from '../constants/business';

/** The note the user last tapped: its fretboard id and the pitch to sound (e.g. 'E2'). */
export type ClickedNote = { noteId: string; pitch: string };

/** A pattern asked to play: its notes and what kind of pattern it is (which orders apply). */
export type PlayRequest = { notes: readonly PatternNote[]; kind: PatternKind };

export type ToneContext = {
  /** Asks for Tone.js to be imported (it is loaded lazily, on first need). */
  loadTone: boolean;
  toneHasLoaded: boolean;
  isPatternPlaying: boolean;
  isMetronomePlaying: boolean;
  clickedNote: ClickedNote | undefined;
  metronomeTempo: number;
  tonePitchIndex: number;
  toneTypeIndex: number;
  toneTempoIndex: number;
  tonePlayPatternIndex: number;
  stopTones: boolean;
  /** The loaded engine (once `sound` is ready). */
  engine?: AudioEngine;
  /** Why sound could not start, in words for the user (while `sound` is blocked). */
  soundError?: string;
  /** A tap made before the sound had loaded: played as soon as it has. */
  pendingTap?: PatternNote & { level?: number };
  /** The note lit by the last tap, until its note ends. */
  tapLit?: PatternNote;
  /** The pattern being played (or waiting for the sound to load). */
  playRequest?: PlayRequest;
};

type IndexField = 'tonePitchIndex' | 'toneTypeIndex' | 'toneTempoIndex' | 'tonePlayPatternIndex';

export type ToneEvent =
  | { type: 'TONE.SET_LOAD_TONE'; value: boolean }
  | { type: 'TONE.SET_TONE_HAS_LOADED'; value: boolean }
  | { type: 'TONE.SET_PATTERN_PLAYING'; value: boolean }
  | { type: 'TONE.SET_METRONOME_PLAYING'; value: boolean }
  | { type: 'TONE.SET_METRONOME_TEMPO'; bpm: number }
  | { type: 'TONE.SET_TONE_TYPE_INDEX'; index: number }
  | { type: 'TONE.SET_PITCH_INDEX'; index: number }
  | { type: 'TONE.SET_TEMPO_INDEX'; index: number }
  | { type: 'TONE.SET_PLAY_PATTERN_INDEX'; index: number }
  | { type: 'TONE.SET_STOP_TONES'; value: boolean }
  | { type: 'TONE.SET_CLICKED_NOTE'; note: ClickedNote | undefined }
  /** Load the sound now (call from a user gesture: a tap, a click, a key press). */
  | { type: 'TONE.LOAD' }
  /** A tap on the neck: sound this note at once (loading first if need be) and light it briefly. */
  /** `level`: 0 (silent) to 1 (full, the default), for one note only, e.g. a room's own volume. */
  | { type: 'TONE.PLAY_NOTE'; id: string; midi: number; level?: number }
  /** Play a pattern in the chosen order, tempo, octave and sound. */
  | { type: 'TONE.PLAY'; notes: readonly PatternNote[]; kind: PatternKind }
  /** Stop the pattern (same as TONE.SET_STOP_TONES true). */
  | { type: 'TONE.STOP' }
  /** From the playing sequence: a note started or ended; the sequence ended. */
  | { type: 'TONE.SEQUENCE_NOTE'; id: string; midi: number; on: boolean }
  | { type: 'TONE.SEQUENCE_ENDED' };

/** What the machine tells its listeners (the fretboard lights follow these). */
export type ToneEmitted = { type: 'note'; id: string; midi: number; on: boolean } | { type: 'notesCleared' };

/** Spec section 3 defaults for the tone group (stopTones has no stated default: false). */
export const defaultToneContext: ToneContext = {
  loadTone: false,
  toneHasLoaded: false,
  isPatternPlaying: false,
  isMetronomePlaying: false,
  clickedNote: undefined,
  metronomeTempo: TEMPO.default,
  tonePitchIndex: 0,
  toneTypeIndex: 0,
  toneTempoIndex: 3,
  tonePlayPatternIndex: 2,
  stopTones: false,
};

export const SOUND_BLOCKED_MESSAGE =
  'Your browser did not allow sound to start. Tap Play again; if it still stays silent, see Troubleshooting.';
export const SOUND_FAILED_MESSAGE =
  'The sound could not be loaded. Check your connection and tap Play again; if it still stays silent, see Troubleshooting.';

/** The sentence a user reads when the sound would not load. */
export const soundErrorMessage = (error: unknown): string =>
  error instanceof AudioBlockedError ? SOUND_BLOCKED_MESSAGE : SOUND_FAILED_MESSAGE;

/** What the `playPattern` actor is given. */
export type PlayPatternInput = { engine: AudioEngine; events: SequenceEvent[]; bpm: number; toneType: number };

/** The sequence a play request makes with the current order, tempo and octave. */
export function sequenceFor(context: ToneContext): SequenceEvent[] {
  const request = context.playRequest;
  if (!request) return [];
  return patternSequence(request.notes, playOrderFor(request.kind, context.tonePlayPatternIndex), {
    bpm: toneTempo(context.toneTempoIndex),
    pitchShift: tonePitchShift(context.tonePitchIndex),
  });
}

/** Names a MIDI note with sharps: 40 → "E2". */
export function midiName(midi: number): string {
  const names = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
  return `${names[((midi % 12) + 12) % 12]}${Math.floor(midi / 12) - 1}`;
}

const isIndex = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Playback settings and flags (spec sections 3 and 4) and the sound itself, in three
 * parallel regions:
 * - `sound`: idle → loading (the `loadSound` actor, i.e. `loadAudio`) → ready, or blocked
 *   with a message; a new load, tap or play from blocked tries again.
 * - `playback`: stopped → (waiting for the sound) → playing (the `playPattern` actor) →
 *   stopped when the sequence ends or on TONE.STOP / SET_STOP_TONES true /
 *   SET_PATTERN_PLAYING false. Changing the order, tempo, octave or sound while playing
 *   starts the pattern again with the change.
 * - `tap`: a tapped note sounds at once (`playNow`) and stays lit for the note duration.
 * The fretboard lights follow the emitted `note` and `notesCleared` events.
 *
 * The `TONE.SET_*` events are the spec's plain setters: they change the flag and nothing
 * else. The metronome tempo is clamped to 40..220 and snapped to steps of 10; an index
 * that is not a whole number >= 0 and a tempo that is not a finite number are ignored.
 */
export const toneMachine = setup({
  types: {
    context: {} as ToneContext,
    events: {} as ToneEvent,
    emitted: {} as ToneEmitted,
  },
  actors: {
    loadSound: fromPromise<AudioEngine>(() => loadAudio()),
    playPattern: fromCallback<ToneEvent, PlayPatternInput>(({ input, sendBack }) => {
      let live = true;
      const handle = input.engine.playSequence(input.events, {
        bpm: input.bpm,
        toneType: input.toneType,
        onNote: (id, midi, on) => {
          if (live) sendBack({ type: 'TONE.SEQUENCE_NOTE', id, midi, on });
        },
        onEnd: () => {
          if (live) sendBack({ type: 'TONE.SEQUENCE_ENDED' });
        },
      });
      // Stopping calls onEnd; by then nobody is listening (a new sequence may have begun).
      return () => {
        live = false;
        handle.stop();
      };
    }),
  },
  actions: {
    setLoadTone: assign((_, params: { value: boolean }) => ({ loadTone: params.value })),
    setToneHasLoaded: assign((_, params: { value: boolean }) => ({ toneHasLoaded: params.value })),
    setPatternPlaying: assign((_, params: { value: boolean }) => ({ isPatternPlaying: params.value })),
    setMetronomePlaying: assign((_, params: { value: boolean }) => ({ isMetronomePlaying: params.value })),
    setMetronomeTempo: assign((_, params: { bpm: number }) => ({ metronomeTempo: normaliseTempo(params.bpm) })),
    setIndex: assign((_, params: { field: IndexField; index: number }) => ({ [params.field]: params.index })),
    setStopTones: assign((_, params: { value: boolean }) => ({ stopTones: params.value })),
    setClickedNote: assign((_, params: { note: ClickedNote | undefined }) => ({ clickedNote: params.note })),
    startLoading: assign({ loadTone: true, soundError: undefined }),
    soundLoaded: assign((_, params: { engine: AudioEngine }) => ({ engine: params.engine, toneHasLoaded: true })),
    soundBlocked: assign((_, params: { error: unknown }) => ({
      soundError: soundErrorMessage(params.error),
      pendingTap: undefined,
    })),
    tapNote: assign((_, params: PatternNote & { level?: number }) => ({
      clickedNote: { noteId: params.id, pitch: midiName(params.midi) },
      pendingTap: params,
    })),
    /** Sounds the pending tap now, with no look-ahead. An engine that throws must not stop the app's tone actor. */
    playNow: ({ context }) => {
      const note = context.pendingTap;
      if (!note || !context.engine) return;
      try {
        context.engine.playNow(note.midi, {
          toneType: context.toneTypeIndex,
          duration: NOTE_DURATION_SECONDS,
          level: note.level,
        });
      } catch {
        // Nothing to tell the user that the silence does not already say.
      }
    },
    lightTap: assign(({ context }) => ({ tapLit: context.pendingTap, pendingTap: undefined })),
    emitTapOn: emit(({ context }) => ({
      type: 'note' as const,
      id: context.tapLit?.id ?? '',
      midi: context.tapLit?.midi ?? 0,
      on: true,
    })),
    emitTapOff: emit(({ context }) => ({
      type: 'note' as const,
      id: context.tapLit?.id ?? '',
      midi: context.tapLit?.midi ?? 0,
      on: false,
    })),
    setPlayRequest: assign((_, params: PlayRequest) => ({ playRequest: params })),
    startedPlaying: assign({ isPatternPlaying: true, stopTones: false }),
    stoppedPlaying: assign({ isPatternPlaying: false }),
    emitSequenceNote: emit((_, params: { id: string; midi: number; on: boolean }) => ({
      type: 'note' as const,
      ...params,
    })),
    emitNotesCleared: emit({ type: 'notesCleared' }),
  },
  guards: {
    isFiniteTempo: (_, params: { bpm: number }) => Number.isFinite(params.bpm),
    isIndex: (_, params: { index: number }) => isIndex(params.index),
    isTrue: (_, params: { value: boolean }) => params.value,
    isFalse: (_, params: { value: boolean }) => !params.value,
    hasNotes: (_, params: { notes: readonly PatternNote[] }) => params.notes.length > 0,
    soundReady: stateIn({ sound: 'ready' }),
    soundBlocked: stateIn({ sound: 'blocked' }),
    tapWaiting: ({ context }) => context.pendingTap !== undefined && context.engine !== undefined,
  },
  delays: {
    noteDuration: NOTE_DURATION_SECONDS * 1000,
  },
}).createMachine({
  id: 'tone',
  context: defaultToneContext,
  type: 'parallel',
  on: {
    'TONE.SET_LOAD_TONE': { actions: { type: 'setLoadTone', params: ({ event }) => ({ value: event.value }) } },
    'TONE.SET_TONE_HAS_LOADED': {
      actions: { type: 'setToneHasLoaded', params: ({ event }) => ({ value: event.value }) },
    },
    'TONE.SET_PATTERN_PLAYING': {
      actions: { type: 'setPatternPlaying', params: ({ event }) => ({ value: event.value }) },
    },
    'TONE.SET_METRONOME_PLAYING': {
      actions: { type: 'setMetronomePlaying', params: ({ event }) => ({ value: event.value }) },
    },
    'TONE.SET_METRONOME_TEMPO': {
      guard: { type: 'isFiniteTempo', params: ({ event }) => ({ bpm: event.bpm }) },
      actions: { type: 'setMetronomeTempo', params: ({ event }) => ({ bpm: event.bpm }) },
    },
    'TONE.SET_TONE_TYPE_INDEX': {
      guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
      actions: { type: 'setIndex', params: ({ event }) => ({ field: 'toneTypeIndex', index: event.index }) },
    },
    'TONE.SET_PITCH_INDEX': {
      guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
      actions: { type: 'setIndex', params: ({ event }) => ({ field: 'tonePitchIndex', index: event.index }) },
    },
    'TONE.SET_TEMPO_INDEX': {
      guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
      actions: { type: 'setIndex', params: ({ event }) => ({ field: 'toneTempoIndex', index: event.index }) },
    },
    'TONE.SET_PLAY_PATTERN_INDEX': {
      guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
      actions: { type: 'setIndex', params: ({ event }) => ({ field: 'tonePlayPatternIndex', index: event.index }) },
    },
    'TONE.SET_STOP_TONES': { actions: { type: 'setStopTones', params: ({ event }) => ({ value: event.value }) } },
    'TONE.SET_CLICKED_NOTE': { actions: { type: 'setClickedNote', params: ({ event }) => ({ note: event.note }) } },
  },
  states: {
    sound: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'TONE.LOAD': 'loading',
            'TONE.PLAY_NOTE': 'loading',
            'TONE.PLAY': {
              guard: { type: 'hasNotes', params: ({ event }) => ({ notes: event.notes }) },
              target: 'loading',
            },
          },
        },
        loading: {
          entry: 'startLoading',
          invoke: {
            src: 'loadSound',
            onDone: {
              target: 'ready',
              actions: { type: 'soundLoaded', params: ({ event }) => ({ engine: event.output }) },
            },
            onError: {
              target: 'blocked',
              actions: { type: 'soundBlocked', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        blocked: {
          on: {
            'TONE.LOAD': 'loading',
            'TONE.PLAY_NOTE': 'loading',
            'TONE.PLAY': {
              guard: { type: 'hasNotes', params: ({ event }) => ({ notes: event.notes }) },
              target: 'loading',
            },
          },
        },
      },
    },
    playback: {
      initial: 'stopped',
      states: {
        stopped: {
          entry: 'stoppedPlaying',
          on: {
            'TONE.PLAY': {
              guard: { type: 'hasNotes', params: ({ event }) => ({ notes: event.notes }) },
              target: 'active',
              actions: { type: 'setPlayRequest', params: ({ event }) => ({ notes: event.notes, kind: event.kind }) },
            },
          },
        },
        // Waiting for the sound, then playing: Stop (or its spec flags) ends either.
        active: {
          initial: 'waiting',
          on: {
            'TONE.STOP': { target: 'stopped', actions: { type: 'setStopTones', params: { value: true } } },
            'TONE.SET_STOP_TONES': {
              guard: { type: 'isTrue', params: ({ event }) => ({ value: event.value }) },
              target: 'stopped',
              actions: { type: 'setStopTones', params: { value: true } },
            },
            'TONE.SET_PATTERN_PLAYING': {
              guard: { type: 'isFalse', params: ({ event }) => ({ value: event.value }) },
              target: 'stopped',
            },
          },
          states: {
            // Until the sound is ready; a blocked sound ends the wait.
            waiting: {
              entry: 'startedPlaying',
              always: [
                { guard: 'soundReady', target: 'playing' },
                { guard: 'soundBlocked', target: '#tone.playback.stopped' },
              ],
              on: {
                'TONE.PLAY': {
                  guard: { type: 'hasNotes', params: ({ event }) => ({ notes: event.notes }) },
                  actions: {
                    type: 'setPlayRequest',
                    params: ({ event }) => ({ notes: event.notes, kind: event.kind }),
                  },
                },
              },
            },
            playing: {
              entry: 'startedPlaying',
              exit: 'emitNotesCleared',
              invoke: {
                src: 'playPattern',
                input: ({ context }) => ({
                  engine: context.engine!,
                  events: sequenceFor(context),
                  bpm: toneTempo(context.toneTempoIndex),
                  toneType: context.toneTypeIndex,
                }),
                onError: '#tone.playback.stopped',
              },
              on: {
                'TONE.SEQUENCE_NOTE': {
                  actions: {
                    type: 'emitSequenceNote',
                    params: ({ event }) => ({ id: event.id, midi: event.midi, on: event.on }),
                  },
                },
                'TONE.SEQUENCE_ENDED': '#tone.playback.stopped',
                'TONE.PLAY': {
                  guard: { type: 'hasNotes', params: ({ event }) => ({ notes: event.notes }) },
                  target: 'playing',
                  reenter: true,
                  actions: {
                    type: 'setPlayRequest',
                    params: ({ event }) => ({ notes: event.notes, kind: event.kind }),
                  },
                },
                // A change of sound, octave, tempo or order is heard at once: the pattern starts again with it.
                'TONE.SET_TONE_TYPE_INDEX': {
                  guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
                  target: 'playing',
                  reenter: true,
                  actions: {
                    type: 'setIndex',
                    params: ({ event }) => ({ field: 'toneTypeIndex', index: event.index }),
                  },
                },
                'TONE.SET_PITCH_INDEX': {
                  guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
                  target: 'playing',
                  reenter: true,
                  actions: {
                    type: 'setIndex',
                    params: ({ event }) => ({ field: 'tonePitchIndex', index: event.index }),
                  },
                },
                'TONE.SET_TEMPO_INDEX': {
                  guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
                  target: 'playing',
                  reenter: true,
                  actions: {
                    type: 'setIndex',
                    params: ({ event }) => ({ field: 'toneTempoIndex', index: event.index }),
                  },
                },
                'TONE.SET_PLAY_PATTERN_INDEX': {
                  guard: { type: 'isIndex', params: ({ event }) => ({ index: event.index }) },
                  target: 'playing',
                  reenter: true,
                  actions: {
                    type: 'setIndex',
                    params: ({ event }) => ({ field: 'tonePlayPatternIndex', index: event.index }),
                  },
                },
              },
            },
          },
        },
      },
    },
    tap: {
      initial: 'quiet',
      states: {
        quiet: {
          // A tap made while the sound loaded is played the moment it is ready.
          always: { guard: 'tapWaiting', target: 'ringing' },
          on: {
            'TONE.PLAY_NOTE': {
              actions: {
                type: 'tapNote',
                params: ({ event }) => ({ id: event.id, midi: event.midi, level: event.level }),
              },
            },
          },
        },
        ringing: {
          entry: ['playNow', 'lightTap', 'emitTapOn'],
          exit: 'emitTapOff',
          after: { noteDuration: 'quiet' },
          on: {
            'TONE.PLAY_NOTE': {
              target: 'ringing',
              reenter: true,
              actions: {
                type: 'tapNote',
                params: ({ event }) => ({ id: event.id, midi: event.midi, level: event.level }),
              },
            },
          },
        },
      },
    },
  },
});
