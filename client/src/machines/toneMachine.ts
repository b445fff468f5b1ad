import { assign, setup } from 'xstate';
import { normaliseTempo, TEMPO } from '../constants/business';

/** The note the user last tapped: its fretboard id and the pitch to sound (e.g. 'E2'). */
export type ClickedNote = { noteId: string; pitch: string };

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
  | { type: 'TONE.SET_CLICKED_NOTE'; note: ClickedNote | undefined };

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

const isIndex = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Playback settings and flags (spec sections 3 and 4). Pure data for now: the audio
 * module watches this and does the sounding. The tempo is clamped to 40..220 and snapped
 * to steps of 10; an index that is not a whole number >= 0 and a tempo that is not a
 * finite number are ignored.
 */
export const toneMachine = setup({
  types: {
    context: {} as ToneContext,
    events: {} as ToneEvent,
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
  },
  guards: {
    isFiniteTempo: (_, params: { bpm: number }) => Number.isFinite(params.bpm),
    isIndex: (_, params: { index: number }) => isIndex(params.index),
  },
}).createMachine({
  id: 'tone',
  context: defaultToneContext,
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
});
