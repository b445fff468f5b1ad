import { assign, fromCallback, fromPromise, setup, type Actor } from 'xstate';
import { AudioBlockedError, type AudioEngine, type MetronomeSettings, type MetronomeTick } from '../../audio/types';
import type { toneMachine } from '../../machines/toneMachine';
import { DEFAULT_METRONOME, type MetronomeOptions } from './metronomeSettings';
import { soundProblemOf, type SoundProblem } from '../../audio/soundProblem';
import { holdScreenAwake } from './wakeLock';

/** The part of the sound engine the metronome uses: its click track. */
export type MetronomeEngine = Pick<AudioEngine, 'metronome'>;

/** The tempo's one owner: the tone machine (spec `metronomeTempo`). The metronome reads it, never copies it. */
export type TempoOwner = Pick<Actor<typeof toneMachine>, 'getSnapshot' | 'subscribe'>;

export type MetronomeContext = {
  settings: MetronomeOptions;
  tempo: TempoOwner;
  engine: MetronomeEngine | null;
  /** The click last heard, or null while stopped. */
  tick: MetronomeTick | null;
  problem: SoundProblem | null;
};

/** What the engine clicks: the metronome's settings at its owner's tempo. */
const clickSettings = ({ settings, tempo }: MetronomeContext): MetronomeSettings => ({
  bpm: tempo.getSnapshot().context.metronomeTempo,
  ...settings,
});

export type MetronomeEvent =
  | { type: 'METRONOME.START' }
  | { type: 'METRONOME.STOP' }
  | { type: 'METRONOME.TOGGLE' }
  | { type: 'METRONOME.SET'; settings: Partial<MetronomeOptions> }
  | { type: 'METRONOME.TEMPO_CHANGED' }
  | { type: 'METRONOME.TICK'; tick: MetronomeTick }
  | { type: 'METRONOME.ENGINE_FAILED' };

/**
 * The metronome: stopped, loading the sound (first start only), running. Clicks are the
 * engine's (scheduled on the audio clock); this machine starts, updates and stops them,
 * keeps the screen awake while they run, and holds the click last heard for the visual
 * beat. `loadEngine` is called inside the START event, so inside the user's gesture.
 * `reportPlaying` tells the rest of the app (the tone machine) when it runs. The tempo is
 * read from its owner (input `tempo`) when the clicks start, and followed while they run.
 */
export const metronomeMachine = setup({
  types: {
    context: {} as MetronomeContext,
    events: {} as MetronomeEvent,
    input: {} as { tempo: TempoOwner; settings?: Partial<MetronomeOptions> },
  },
  actors: {
    loadEngine: fromPromise<MetronomeEngine>(() =>
      Promise.reject(new AudioBlockedError('No sound engine was provided.')),
    ),
    screenAwake: fromCallback(() => holdScreenAwake()),
    followTempo: fromCallback<MetronomeEvent, TempoOwner>(({ sendBack, input }) => {
      let bpm = input.getSnapshot().context.metronomeTempo;
      const subscription = input.subscribe(({ context }) => {
        if (context.metronomeTempo === bpm) return;
        bpm = context.metronomeTempo;
        sendBack({ type: 'METRONOME.TEMPO_CHANGED' });
      });
      return () => subscription.unsubscribe();
    }),
  },
  actions: {
    reportPlaying: (_, _params: { value: boolean }) => {},
    startClicks: ({ context, self }) => {
      try {
        context.engine?.metronome.start(clickSettings(context), (tick) => self.send({ type: 'METRONOME.TICK', tick }));
      } catch {
        self.send({ type: 'METRONOME.ENGINE_FAILED' });
      }
    },
    updateClicks: ({ context }) => context.engine?.metronome.update(clickSettings(context)),
    stopClicks: ({ context }) => context.engine?.metronome.stop(),
    setSettings: assign(({ context }, params: { settings: Partial<MetronomeOptions> }) => ({
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
    tempo: input.tempo,
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
      invoke: [{ src: 'screenAwake' }, { src: 'followTempo', input: ({ context }) => context.tempo }],
      on: {
        'METRONOME.TEMPO_CHANGED': { actions: 'updateClicks' },
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
