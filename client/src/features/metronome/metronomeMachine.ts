import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { AudioBlockedError, type AudioEngine, type MetronomeSettings, type MetronomeTick } from '../../audio/types';
import { DEFAULT_METRONOME } from './metronomeSettings';
import { soundProblemOf, type SoundProblem } from '../../audio/soundProblem';
import { holdScreenAwake } from './wakeLock';

export type MetronomeContext = {
  settings: MetronomeSettings;
  engine: AudioEngine | null;
  /** The click last heard, or null while stopped. */
  tick: MetronomeTick | null;
  problem: SoundProblem | null;
};

export type MetronomeEvent =
  | { type: 'METRONOME.START' }
  | { type: 'METRONOME.STOP' }
  | { type: 'METRONOME.TOGGLE' }
  | { type: 'METRONOME.SET'; settings: Partial<MetronomeSettings> }
  | { type: 'METRONOME.TICK'; tick: MetronomeTick }
  | { type: 'METRONOME.ENGINE_FAILED' };

/**
 * The metronome: stopped, loading the sound (first start only), running. Clicks are the
 * engine's (scheduled on the audio clock); this machine starts, updates and stops them,
 * keeps the screen awake while they run, and holds the click last heard for the visual
 * beat. `loadEngine` is called inside the START event, so inside the user's gesture.
 * `reportPlaying` tells the rest of the app (the tone machine) when it runs.
 */
export const metronomeMachine = setup({
  types: {
    context: {} as MetronomeContext,
    events: {} as MetronomeEvent,
    input: {} as { settings?: Partial<MetronomeSettings> },
  },
  actors: {
    loadEngine: fromPromise<AudioEngine>(() => Promise.reject(new AudioBlockedError('No sound engine was provided.'))),
    screenAwake: fromCallback(() => holdScreenAwake()),
  },
  actions: {
    reportPlaying: (_, _params: { value: boolean }) => {},
    startClicks: ({ context, self }) => {
      try {
        context.engine?.metronome.start(context.settings, (tick) => self.send({ type: 'METRONOME.TICK', tick }));
      } catch {
        self.send({ type: 'METRONOME.ENGINE_FAILED' });
      }
    },
    updateClicks: ({ context }) => context.engine?.metronome.update(context.settings),
    stopClicks: ({ context }) => context.engine?.metronome.stop(),
    setSettings: assign(({ context }, params: { settings: Partial<MetronomeSettings> }) => ({
      settings: { ...context.settings, ...params.settings },
    })),
  },
  guards: {
    hasEngine: ({ context }) => context.engine !== null,
  },
}).createMachine({
  id: 'metronome',
  context: ({ input }) => ({
    settings: { ...DEFAULT_METRONOME, ...input.settings },
    engine: null,
    tick: null,
    problem: null,
  }),
  initial: 'stopped',
  on: {
    'METRONOME.SET': { actions: { type: 'setSettings', params: ({ event }) => ({ settings: event.settings }) } },
  },
  states: {
    stopped: {
      on: {
        'METRONOME.START': [
          { guard: 'hasEngine', target: 'running', actions: assign({ problem: null }) },
          { target: 'loading', actions: assign({ problem: null }) },
        ],
        'METRONOME.TOGGLE': [
          { guard: 'hasEngine', target: 'running', actions: assign({ problem: null }) },
          { target: 'loading', actions: assign({ problem: null }) },
        ],
      },
    },
    loading: {
      invoke: {
        src: 'loadEngine',
        onDone: { target: 'running', actions: assign({ engine: ({ event }) => event.output }) },
        onError: { target: 'stopped', actions: assign({ problem: ({ event }) => soundProblemOf(event.error) }) },
      },
      on: {
        'METRONOME.STOP': 'stopped',
        'METRONOME.TOGGLE': 'stopped',
      },
    },
    running: {
      entry: ['startClicks', { type: 'reportPlaying', params: { value: true } }],
      exit: ['stopClicks', assign({ tick: null }), { type: 'reportPlaying', params: { value: false } }],
      invoke: { src: 'screenAwake' },
      on: {
        'METRONOME.STOP': 'stopped',
        'METRONOME.TOGGLE': 'stopped',
        'METRONOME.TICK': { actions: assign({ tick: ({ event }) => event.tick }) },
        'METRONOME.SET': {
          actions: [{ type: 'setSettings', params: ({ event }) => ({ settings: event.settings }) }, 'updateClicks'],
        },
        'METRONOME.ENGINE_FAILED': { target: 'stopped', actions: assign({ problem: 'failed' as const }) },
      },
    },
  },
});
