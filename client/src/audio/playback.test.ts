import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { toneMachine } from '../machines/toneMachine';
import { createFretboardStore } from '../state/fretboard';
import { followTone } from './playback';
import type { AudioEngine, SequenceOptions } from './types';

function setup() {
  let options: SequenceOptions | undefined;
  const engine: AudioEngine = {
    toneTypes: ['Plucked guitar'],
    playNow: () => {},
    playSequence: (_, given) => {
      options = given;
      return { stop: () => given.onEnd?.() };
    },
    metronome: { start: () => {}, update: () => {}, stop: () => {}, running: false },
    stopAll: () => {},
  };
  const clock = new SimulatedClock();
  const tone = createActor(toneMachine.provide({ actors: { loadSound: fromPromise(async () => engine) } }), {
    clock,
  }).start();
  const fretboard = createFretboardStore();
  const stop = followTone(tone, fretboard);
  const lit = () => [...fretboard.getSnapshot().context.activeNoteIds];
  return { tone, clock, fretboard, stop, lit, sequence: () => options! };
}

describe('the fretboard following the sound', () => {
  it('lights a tapped note while it sounds', async () => {
    const { tone, clock, lit } = setup();
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:3', midi: 43 });
    await waitFor(tone, (s) => s.matches({ sound: 'ready' }));
    expect(lit()).toEqual(['0:3']);
    clock.increment(200);
    expect(lit()).toEqual([]);
  });

  it('lights each note of a pattern as it sounds and puts all out on stop', async () => {
    const { tone, lit, sequence } = setup();
    tone.send({
      type: 'TONE.PLAY',
      notes: [
        { id: '1:3', midi: 48 },
        { id: '2:2', midi: 52 },
      ],
      kind: 'chord',
    });
    await waitFor(tone, (s) => s.matches({ playback: { active: 'playing' } }));
    sequence().onNote?.('1:3', 48, true);
    expect(lit()).toEqual(['1:3']);
    sequence().onNote?.('2:2', 52, true);
    sequence().onNote?.('1:3', 48, false);
    expect(lit()).toEqual(['2:2']);
    tone.send({ type: 'TONE.STOP' });
    expect(lit()).toEqual([]);
  });

  it('stops following when unsubscribed', async () => {
    const { tone, lit, stop } = setup();
    stop();
    tone.send({ type: 'TONE.PLAY_NOTE', id: '0:3', midi: 43 });
    await waitFor(tone, (s) => s.matches({ sound: 'ready' }));
    expect(lit()).toEqual([]);
  });
});
