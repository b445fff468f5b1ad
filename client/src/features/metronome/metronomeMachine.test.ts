import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { AudioBlockedError, type MetronomeSettings, type MetronomeTick } from '../../audio/types';
import { toneMachine } from '../../machines/toneMachine';
import { metronomeMachine, type MetronomeEngine } from './metronomeMachine';

function fakeEngine() {
  let onTick: ((tick: MetronomeTick) => void) | undefined;
  const metronome = {
    running: false,
    start: vi.fn((_: MetronomeSettings, tick?: (tick: MetronomeTick) => void) => {
      onTick = tick;
    }),
    update: vi.fn(),
    stop: vi.fn(),
  };
  const engine: MetronomeEngine = { metronome };
  return { engine, metronome, tick: (tick: MetronomeTick) => onTick?.(tick) };
}

function start(load: () => Promise<MetronomeEngine>) {
  // The tempo's owner, as in the app: the tone machine.
  const tone = createActor(toneMachine).start();
  const reported: boolean[] = [];
  const awake = { held: 0 };
  const actor = createActor(
    metronomeMachine.provide({
      actors: {
        loadEngine: fromPromise(load),
        screenAwake: fromCallback(() => {
          awake.held++;
          return () => void awake.held--;
        }),
      },
      actions: { reportPlaying: (_, params) => void reported.push(params.value) },
    }),
    { input: { tempo: tone } },
  ).start();
  return { actor, tone, reported, awake };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the metronome', () => {
  it('loads the sound on the first start, then clicks with its settings and keeps the screen awake', async () => {
    const { engine, metronome } = fakeEngine();
    const load = vi.fn(async () => engine);
    const { actor, tone, reported, awake } = start(load);
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: 90 });
    actor.send({ type: 'METRONOME.SET', settings: { beatsPerBar: 6 } });
    actor.send({ type: 'METRONOME.START' });
    expect(load).toHaveBeenCalledTimes(1); // inside the event, so inside the user's gesture
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('running');
    expect(metronome.start).toHaveBeenCalledWith(
      { bpm: 90, beatsPerBar: 6, subdivision: 1, accent: true },
      expect.any(Function),
    );
    expect(reported).toEqual([true]);
    expect(awake.held).toBe(1);
  });

  it('shows the click last heard, and forgets it when stopped', async () => {
    const { engine, metronome, tick } = fakeEngine();
    const { actor, reported, awake } = start(async () => engine);
    actor.send({ type: 'METRONOME.START' });
    await settle();
    tick({ beat: 2, sub: 0, accent: false });
    expect(actor.getSnapshot().context.tick).toEqual({ beat: 2, sub: 0, accent: false });
    actor.send({ type: 'METRONOME.STOP' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context.tick).toBeNull();
    expect(metronome.stop).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([true, false]);
    expect(awake.held).toBe(0);
  });

  it('passes setting changes to the running clicks, and only keeps them while stopped', async () => {
    const { engine, metronome } = fakeEngine();
    const { actor, tone } = start(async () => engine);
    actor.send({ type: 'METRONOME.SET', settings: { subdivision: 3 } });
    expect(metronome.update).not.toHaveBeenCalled();
    actor.send({ type: 'METRONOME.START' });
    await settle();
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: 120 });
    actor.send({ type: 'METRONOME.SET', settings: { accent: false } });
    expect(metronome.update).toHaveBeenLastCalledWith({ bpm: 120, beatsPerBar: 4, subdivision: 3, accent: false });
  });

  it("clicks at the tone machine's tempo and follows a tempo set there while it runs", async () => {
    const { engine, metronome } = fakeEngine();
    const { actor, tone } = start(async () => engine);
    actor.send({ type: 'METRONOME.START' });
    await settle();
    expect(metronome.start).toHaveBeenCalledWith(
      { bpm: 60, beatsPerBar: 4, subdivision: 1, accent: true },
      expect.any(Function),
    );
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: 150 });
    expect(metronome.update).toHaveBeenCalledTimes(1);
    expect(metronome.update).toHaveBeenLastCalledWith({ bpm: 150, beatsPerBar: 4, subdivision: 1, accent: true });
    actor.send({ type: 'METRONOME.STOP' });
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: 90 });
    expect(metronome.update).toHaveBeenCalledTimes(1);
  });

  it('starts at once the second time, without loading again', async () => {
    const { engine } = fakeEngine();
    const load = vi.fn(async () => engine);
    const { actor } = start(load);
    actor.send({ type: 'METRONOME.TOGGLE' });
    await settle();
    actor.send({ type: 'METRONOME.TOGGLE' });
    actor.send({ type: 'METRONOME.TOGGLE' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the browser blocked sound, and tries again on the next start', async () => {
    const { engine } = fakeEngine();
    const load = vi.fn().mockRejectedValueOnce(new AudioBlockedError('no gesture')).mockResolvedValueOnce(engine);
    const { actor, reported } = start(load);
    actor.send({ type: 'METRONOME.START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context.problem).toBe('blocked');
    expect(reported).toEqual([]);
    actor.send({ type: 'METRONOME.START' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('running');
  });

  it('tells a failed download apart from a refusal', async () => {
    const { actor } = start(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    actor.send({ type: 'METRONOME.START' });
    await settle();
    expect(actor.getSnapshot().context.problem).toBe('failed');
  });

  it('can be stopped while the sound is still loading', async () => {
    const { engine, metronome } = fakeEngine();
    let resolve: (engine: MetronomeEngine) => void = () => {};
    const { actor } = start(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'METRONOME.START' });
    actor.send({ type: 'METRONOME.STOP' });
    resolve(engine);
    await settle();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(metronome.start).not.toHaveBeenCalled();
  });

  it('stops with a message when the engine throws on start', async () => {
    const { engine, metronome } = fakeEngine();
    metronome.start.mockImplementation(() => {
      throw new Error('context closed');
    });
    const { actor } = start(async () => engine);
    actor.send({ type: 'METRONOME.START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context.problem).toBe('failed');
  });
});
