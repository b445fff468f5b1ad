import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { AudioBlockedError, type AudioEngine, type SequenceEvent, type SequenceOptions } from '../audio/types';
import {
  defaultToneContext,
  midiName,
  sequenceFor,
  SOUND_BLOCKED_MESSAGE,
  SOUND_FAILED_MESSAGE,
  toneMachine,
  type ToneEmitted,
} from './toneMachine';

const start = () => createActor(toneMachine).start();

describe('tone machine', () => {
  it('starts with the spec defaults: nothing loaded or playing, tempo 60, tempo index 3, play-pattern index 2', () => {
    expect(start().getSnapshot().context).toEqual({
      loadTone: false,
      toneHasLoaded: false,
      isPatternPlaying: false,
      isMetronomePlaying: false,
      clickedNote: undefined,
      metronomeTempo: 60,
      tonePitchIndex: 0,
      toneTypeIndex: 0,
      toneTempoIndex: 3,
      tonePlayPatternIndex: 2,
      stopTones: false,
    });
  });

  it('sets load tone, tone loaded, pattern play, metronome play and stop tones', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_LOAD_TONE', value: true });
    tone.send({ type: 'TONE.SET_TONE_HAS_LOADED', value: true });
    tone.send({ type: 'TONE.SET_PATTERN_PLAYING', value: true });
    tone.send({ type: 'TONE.SET_METRONOME_PLAYING', value: true });
    tone.send({ type: 'TONE.SET_STOP_TONES', value: true });
    expect(tone.getSnapshot().context).toMatchObject({
      loadTone: true,
      toneHasLoaded: true,
      isPatternPlaying: true,
      isMetronomePlaying: true,
      stopTones: true,
    });
  });

  it('sets the tone type, pitch, tempo and play-pattern indices', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_TONE_TYPE_INDEX', index: 2 });
    tone.send({ type: 'TONE.SET_PITCH_INDEX', index: 1 });
    tone.send({ type: 'TONE.SET_TEMPO_INDEX', index: 5 });
    tone.send({ type: 'TONE.SET_PLAY_PATTERN_INDEX', index: 0 });
    expect(tone.getSnapshot().context).toMatchObject({
      toneTypeIndex: 2,
      tonePitchIndex: 1,
      toneTempoIndex: 5,
      tonePlayPatternIndex: 0,
    });
  });

  it('ignores an index that is negative or not a whole number', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_TEMPO_INDEX', index: -1 });
    tone.send({ type: 'TONE.SET_PLAY_PATTERN_INDEX', index: 1.5 });
    tone.send({ type: 'TONE.SET_PITCH_INDEX', index: Number.NaN });
    expect(tone.getSnapshot().context).toMatchObject({ toneTempoIndex: 3, tonePlayPatternIndex: 2, tonePitchIndex: 0 });
  });

  it('sets the metronome tempo, clamped to 40..220 and snapped to steps of 10', () => {
    const tone = start();
    const tempoAfter = (bpm: number) => {
      tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm });
      return tone.getSnapshot().context.metronomeTempo;
    };
    expect(tempoAfter(90)).toBe(90);
    expect(tempoAfter(123)).toBe(120);
    expect(tempoAfter(15)).toBe(40);
    expect(tempoAfter(300)).toBe(220);
  });

  it('ignores a tempo that is not a finite number', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: Number.NaN });
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: Number.POSITIVE_INFINITY });
    expect(tone.getSnapshot().context.metronomeTempo).toBe(60);
  });

  it('remembers and forgets the clicked note', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_CLICKED_NOTE', note: { noteId: 'e-low-0', pitch: 'E2' } });
    expect(tone.getSnapshot().context.clickedNote).toEqual({ noteId: 'e-low-0', pitch: 'E2' });
    tone.send({ type: 'TONE.SET_CLICKED_NOTE', note: undefined });
    expect(tone.getSnapshot().context.clickedNote).toBeUndefined();
  });
});

/** A stand-in for the Tone.js engine: records what it is asked to play. */
function fakeEngine() {
  const played: Array<{ midi: number; toneType: number | undefined; duration: number | undefined; level?: number }> =
    [];
  const sequences: Array<{ events: readonly SequenceEvent[]; options: SequenceOptions; stopped: boolean }> = [];
  const engine: AudioEngine = {
    toneTypes: ['Plucked guitar', 'Sine', 'Triangle'],
    playNow: (midi, options) =>
      void played.push({ midi, toneType: options?.toneType, duration: options?.duration, level: options?.level }),
    playSequence: (events, options) => {
      const sequence = { events, options, stopped: false };
      sequences.push(sequence);
      return {
        stop: () => {
          sequence.stopped = true;
          options.onEnd?.();
        },
      };
    },
    metronome: { start: () => {}, update: () => {}, stop: () => {}, running: false },
    stopAll: () => {},
  };
  return { engine, played, sequences };
}

/** A load the test settles when it chooses. */
function deferredLoad() {
  let settle!: { resolve: (engine: AudioEngine) => void; reject: (error: unknown) => void };
  const promise = new Promise<AudioEngine>((resolve, reject) => (settle = { resolve, reject }));
  return { logic: fromPromise<AudioEngine>(() => promise), ...settle };
}

function startWith(load: () => Promise<AudioEngine>) {
  const clock = new SimulatedClock();
  const tone = createActor(toneMachine.provide({ actors: { loadSound: fromPromise<AudioEngine>(load) } }), {
    clock,
  }).start();
  const emitted: ToneEmitted[] = [];
  tone.on('*', (event) => emitted.push(event));
  return { tone, clock, emitted };
}

const C_MAJOR_CHORD = [
  { id: '1:3', midi: 48 },
  { id: '2:2', midi: 52 },
  { id: '3:0', midi: 55 },
  { id: '4:1', midi: 60 },
  { id: '5:0', midi: 64 },
];

const isReady = (tone: ReturnType<typeof startWith>['tone']) => waitFor(tone, (s) => s.matches({ sound: 'ready' }));

describe('tone machine: loading the sound', () => {
  it('starts idle, stopped and quiet, with no engine', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toEqual({ sound: 'idle', playback: 'stopped', tap: 'quiet' });
    expect(snapshot.context.engine).toBeUndefined();
    expect(snapshot.context.soundError).toBeUndefined();
  });

  it('loads on TONE.LOAD: loading (loadTone true), then ready with toneHasLoaded', async () => {
    const load = deferredLoad();
    const { engine } = fakeEngine();
    const tone = createActor(toneMachine.provide({ actors: { loadSound: load.logic } })).start();
    tone.send({ type: 'TONE.LOAD' });
    expect(tone.getSnapshot().matches({ sound: 'loading' })).toBe(true);
    expect(tone.getSnapshot().context).toMatchObject({ loadTone: true, toneHasLoaded: false });
    load.resolve(engine);
    await waitFor(tone, (s) => s.matches({ sound: 'ready' }));
    expect(tone.getSnapshot().context).toMatchObject({ loadTone: true, toneHasLoaded: true, engine });
  });

  it('calls the loader once, however many loads are asked for while it loads', async () => {
    let calls = 0;
    const { engine } = fakeEngine();
    const { tone } = startWith(async () => {
      calls++;
      return engine;
    });
    tone.send({ type: 'TONE.LOAD' });
    tone.send({ type: 'TONE.LOAD' });
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:0', midi: 40 });
    await isReady(tone);
    tone.send({ type: 'TONE.LOAD' });
    expect(calls).toBe(1);
  });

  it('is blocked with the browser message when the browser refuses sound, and tries again on the next load', async () => {
    let refuse = true;
    const { engine } = fakeEngine();
    const { tone } = startWith(async () => {
      if (refuse) throw new AudioBlockedError('not allowed');
      return engine;
    });
    tone.send({ type: 'TONE.LOAD' });
    await waitFor(tone, (s) => s.matches({ sound: 'blocked' }));
    expect(tone.getSnapshot().context.soundError).toBe(SOUND_BLOCKED_MESSAGE);
    expect(SOUND_BLOCKED_MESSAGE).toBe(
      'Your browser did not allow sound to start. Tap Play again; if it still stays silent, see Troubleshooting.',
    );
    expect(tone.getSnapshot().context.toneHasLoaded).toBe(false);

    refuse = false;
    tone.send({ type: 'TONE.LOAD' });
    expect(tone.getSnapshot().context.soundError).toBeUndefined();
    await isReady(tone);
    expect(tone.getSnapshot().context.toneHasLoaded).toBe(true);
  });

  it('says to check the connection when the sound code itself would not load', async () => {
    const { tone } = startWith(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    tone.send({ type: 'TONE.LOAD' });
    await waitFor(tone, (s) => s.matches({ sound: 'blocked' }));
    expect(tone.getSnapshot().context.soundError).toBe(SOUND_FAILED_MESSAGE);
  });
});

describe('tone machine: tapping a note', () => {
  it('plays the first tap as soon as the sound has loaded (the tap is the gesture that loads it)', async () => {
    const { engine, played } = fakeEngine();
    const { tone, emitted } = startWith(async () => engine);
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:3', midi: 43 });
    expect(tone.getSnapshot().matches({ sound: 'loading' })).toBe(true);
    expect(tone.getSnapshot().context.clickedNote).toEqual({ noteId: '0:3', pitch: 'G2' });
    expect(played).toEqual([]);
    await isReady(tone);
    expect(played).toEqual([{ midi: 43, toneType: 0, duration: 0.2 }]);
    expect(emitted).toEqual([{ type: 'note', id: '0:3', midi: 43, on: true }]);
  });

  it('plays a tap at once when loaded, in the chosen sound, lit for the note duration (0.2 s)', async () => {
    const { engine, played } = fakeEngine();
    const { tone, clock, emitted } = startWith(async () => engine);
    tone.send({ type: 'TONE.LOAD' });
    await isReady(tone);
    tone.send({ type: 'TONE.SET_TONE_TYPE_INDEX', index: 2 });
    tone.send({ type: 'TONE.PLAY_NOTE', id: '5:0', midi: 64 });
    expect(played).toEqual([{ midi: 64, toneType: 2, duration: 0.2 }]);
    expect(tone.getSnapshot().matches({ tap: 'ringing' })).toBe(true);
    clock.increment(199);
    expect(emitted).toEqual([{ type: 'note', id: '5:0', midi: 64, on: true }]);
    clock.increment(1);
    expect(tone.getSnapshot().matches({ tap: 'quiet' })).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'note', id: '5:0', midi: 64, on: false });
  });

  it("sounds a tap at the level it asks for (a room member's own volume), full by default", async () => {
    const { engine, played } = fakeEngine();
    const { tone } = startWith(async () => engine);
    tone.send({ type: 'TONE.LOAD' });
    await isReady(tone);
    tone.send({ type: 'TONE.PLAY_NOTE', id: '5:0', midi: 64, level: 0.25 });
    tone.send({ type: 'TONE.PLAY_NOTE', id: '5:1', midi: 65 });
    expect(played.map((note) => note.level)).toEqual([0.25, undefined]);
  });

  it('a second tap puts out the first light and lights its own for a full note duration', async () => {
    const { engine, played } = fakeEngine();
    const { tone, clock, emitted } = startWith(async () => engine);
    tone.send({ type: 'TONE.LOAD' });
    await isReady(tone);
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:0', midi: 40 });
    clock.increment(150);
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:1', midi: 41 });
    expect(played.map((p) => p.midi)).toEqual([40, 41]);
    expect(emitted).toEqual([
      { type: 'note', id: '0:0', midi: 40, on: true },
      { type: 'note', id: '0:0', midi: 40, on: false },
      { type: 'note', id: '0:1', midi: 41, on: true },
    ]);
    clock.increment(150);
    expect(tone.getSnapshot().matches({ tap: 'ringing' })).toBe(true);
    clock.increment(50);
    expect(emitted.at(-1)).toEqual({ type: 'note', id: '0:1', midi: 41, on: false });
  });

  it('forgets a tap the browser would not sound', async () => {
    const { tone } = startWith(async () => {
      throw new AudioBlockedError('no');
    });
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:0', midi: 40 });
    await waitFor(tone, (s) => s.matches({ sound: 'blocked' }));
    expect(tone.getSnapshot().context.pendingTap).toBeUndefined();
    expect(tone.getSnapshot().matches({ tap: 'quiet' })).toBe(true);
  });

  it('keeps running when the engine throws on a tap', async () => {
    const { engine } = fakeEngine();
    const { tone } = startWith(async () => ({
      ...engine,
      playNow: () => {
        throw new Error('no output device');
      },
    }));
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:0', midi: 40 });
    await isReady(tone);
    expect(tone.getSnapshot().status).toBe('active');
  });
});

describe('tone machine: playing a pattern', () => {
  it('waits for the sound, then plays the sequence in the chosen order and tempo (up and down at 100 BPM by default)', async () => {
    const { engine, sequences } = fakeEngine();
    const { tone } = startWith(async () => engine);
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    expect(tone.getSnapshot().matches({ playback: { active: 'waiting' } })).toBe(true);
    expect(tone.getSnapshot().context.isPatternPlaying).toBe(true);
    await isReady(tone);
    expect(tone.getSnapshot().matches({ playback: { active: 'playing' } })).toBe(true);
    expect(sequences).toHaveLength(1);
    expect(sequences[0]!.options).toMatchObject({ bpm: 100, toneType: 0 });
    expect(sequences[0]!.events.map((e) => e.midi)).toEqual([48, 52, 55, 60, 64, 60, 55, 52, 48]);
  });

  it('lights each note while it sounds and clears the lights when the sequence ends', async () => {
    const { engine, sequences } = fakeEngine();
    const { tone, emitted } = startWith(async () => engine);
    tone.send({ type: 'TONE.LOAD' });
    await isReady(tone);
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    const { onNote, onEnd } = sequences[0]!.options;
    onNote?.('1:3', 48, true);
    onNote?.('1:3', 48, false);
    onNote?.('2:2', 52, true);
    onEnd?.();
    expect(emitted).toEqual([
      { type: 'note', id: '1:3', midi: 48, on: true },
      { type: 'note', id: '1:3', midi: 48, on: false },
      { type: 'note', id: '2:2', midi: 52, on: true },
      { type: 'notesCleared' },
    ]);
    expect(tone.getSnapshot().matches({ playback: 'stopped' })).toBe(true);
    expect(tone.getSnapshot().context).toMatchObject({ isPatternPlaying: false, stopTones: false });
  });

  it('stops on TONE.STOP: the sequence is stopped, stopTones is true, the lights go out; the next play resets stopTones', async () => {
    const { engine, sequences } = fakeEngine();
    const { tone, emitted } = startWith(async () => engine);
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    await isReady(tone);
    tone.send({ type: 'TONE.STOP' });
    expect(sequences[0]!.stopped).toBe(true);
    expect(tone.getSnapshot().context).toMatchObject({ isPatternPlaying: false, stopTones: true });
    expect(emitted).toEqual([{ type: 'notesCleared' }]);
    // The engine's late onEnd (called by stop) must not touch the next sequence.
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    expect(tone.getSnapshot().context).toMatchObject({ isPatternPlaying: true, stopTones: false });
    sequences[0]!.options.onEnd?.();
    expect(tone.getSnapshot().matches({ playback: { active: 'playing' } })).toBe(true);
  });

  it('stops on the spec action "set stop tones" (true) and on "set pattern play" (false)', async () => {
    const { engine, sequences } = fakeEngine();
    const { tone } = startWith(async () => engine);
    tone.send({ type: 'TONE.LOAD' });
    await isReady(tone);
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    tone.send({ type: 'TONE.SET_STOP_TONES', value: true });
    expect(sequences[0]!.stopped).toBe(true);
    expect(tone.getSnapshot().context).toMatchObject({ isPatternPlaying: false, stopTones: true });

    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    tone.send({ type: 'TONE.SET_PATTERN_PLAYING', value: false });
    expect(sequences[1]!.stopped).toBe(true);
    expect(tone.getSnapshot().matches({ playback: 'stopped' })).toBe(true);
  });

  it('cancels a play still waiting for the sound', async () => {
    const load = deferredLoad();
    const { engine, sequences } = fakeEngine();
    const tone = createActor(toneMachine.provide({ actors: { loadSound: load.logic } })).start();
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    tone.send({ type: 'TONE.STOP' });
    expect(tone.getSnapshot().context).toMatchObject({ isPatternPlaying: false, stopTones: true });
    load.resolve(engine);
    await waitFor(tone, (s) => s.matches({ sound: 'ready' }));
    expect(sequences).toEqual([]);
  });

  it('gives up a play when the browser refuses sound', async () => {
    const { tone } = startWith(async () => {
      throw new AudioBlockedError('no');
    });
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    await waitFor(tone, (s) => s.matches({ sound: 'blocked' }));
    expect(tone.getSnapshot().matches({ playback: 'stopped' })).toBe(true);
    expect(tone.getSnapshot().context.isPatternPlaying).toBe(false);
  });

  it('plays again from the start with a new tempo, order, octave or sound chosen while playing', async () => {
    const { engine, sequences } = fakeEngine();
    const { tone } = startWith(async () => engine);
    tone.send({ type: 'TONE.LOAD' });
    await isReady(tone);
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    tone.send({ type: 'TONE.SET_TEMPO_INDEX', index: 0 });
    tone.send({ type: 'TONE.SET_PLAY_PATTERN_INDEX', index: 5 });
    tone.send({ type: 'TONE.SET_PITCH_INDEX', index: 1 });
    tone.send({ type: 'TONE.SET_TONE_TYPE_INDEX', index: 1 });
    expect(sequences).toHaveLength(5);
    expect(sequences.slice(0, 4).every((s) => s.stopped)).toBe(true);
    const last = sequences[4]!;
    expect(last.options).toMatchObject({ bpm: 40, toneType: 1 });
    expect(last.events.map((e) => e.midi)).toEqual([60, 64, 67, 72, 76]);
    expect(last.events[1]!.at).toBeCloseTo(0.02);
    expect(tone.getSnapshot().context).toMatchObject({
      toneTempoIndex: 0,
      tonePlayPatternIndex: 5,
      tonePitchIndex: 1,
      toneTypeIndex: 1,
      isPatternPlaying: true,
    });
  });

  it('a new play replaces the one playing', async () => {
    const { engine, sequences } = fakeEngine();
    const { tone } = startWith(async () => engine);
    tone.send({ type: 'TONE.LOAD' });
    await isReady(tone);
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    tone.send({ type: 'TONE.PLAY', notes: [{ id: '0:0', midi: 40 }], kind: 'root' });
    expect(sequences[0]!.stopped).toBe(true);
    expect(sequences[1]!.events.map((e) => e.midi)).toEqual([40]);
  });

  it('ignores a play with no notes', () => {
    const tone = start();
    tone.send({ type: 'TONE.PLAY', notes: [], kind: 'scale' });
    expect(tone.getSnapshot().value).toEqual({ sound: 'idle', playback: 'stopped', tap: 'quiet' });
  });

  it('stops playing when the engine throws while starting a sequence', async () => {
    const { engine } = fakeEngine();
    const { tone } = startWith(async () => ({
      ...engine,
      playSequence: () => {
        throw new Error('broken');
      },
    }));
    tone.send({ type: 'TONE.PLAY', notes: C_MAJOR_CHORD, kind: 'chord' });
    await isReady(tone);
    expect(tone.getSnapshot().matches({ playback: 'stopped' })).toBe(true);
    expect(tone.getSnapshot().status).toBe('active');
  });
});

describe('sequenceFor', () => {
  it('plays roots low to high whatever the order, and shifts by the octave chosen', () => {
    const notes = [
      { id: '5:8', midi: 72 },
      { id: '0:8', midi: 48 },
    ];
    expect(
      sequenceFor({
        ...defaultToneContext,
        tonePitchIndex: 2,
        tonePlayPatternIndex: 1,
        playRequest: { notes, kind: 'root' },
      }).map((e) => e.midi),
    ).toEqual([36, 60]);
  });

  it('names MIDI notes with sharps', () => {
    expect([40, 61, 60, 21].map(midiName)).toEqual(['E2', 'C#4', 'C4', 'A0']);
  });
});
