import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { exerciseMachine, type RunResult } from './exerciseMachine';
import { findNotesScorer, playAlongScorer } from './scorers';
import { startPlayAlong } from './playAlong';
import { startFindNotes, type FindTarget } from './findNotes';

const targets: FindTarget[] = [
  { string: 0, fret: 0, midi: 40 },
  { string: 2, fret: 2, midi: 52 },
];

function start(save: (result: RunResult) => Promise<void>) {
  const machine = exerciseMachine(findNotesScorer).provide({
    actors: { save: fromPromise<void, RunResult>(({ input }) => save(input)) },
  });
  const actor = createActor(machine, { input: {} }).start();
  actor.send({ type: 'START', run: startFindNotes(targets, false), at: 1_000 });
  return actor;
}

describe('the exercise flow', () => {
  it('runs from idle to done, timing the run from start to the last tap, and saves the result once', async () => {
    const saved: RunResult[] = [];
    const actor = start(async (result) => void saved.push(result));
    expect(actor.getSnapshot().matches('running')).toBe(true);
    actor.send({ type: 'ACT', input: { string: 1, fret: 1 }, at: 2_000 });
    actor.send({ type: 'ACT', input: { string: 0, fret: 0 }, at: 3_000 });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    actor.send({ type: 'ACT', input: { string: 2, fret: 2 }, at: 13_500 });
    await waitFor(actor, (s) => s.matches({ done: 'saved' }));
    expect(actor.getSnapshot().context.result).toEqual({ right: 2, wrong: 1, seconds: 12.5 });
    expect(saved).toEqual([{ right: 2, wrong: 1, seconds: 12.5 }]);
  });

  it('starts at once with a run given at the start, timed from then', async () => {
    const machine = exerciseMachine(findNotesScorer).provide({
      actors: { save: fromPromise<void, RunResult>(async () => {}) },
    });
    const actor = createActor(machine, { input: { run: startFindNotes(targets, false), at: 500 } }).start();
    expect(actor.getSnapshot().matches('running')).toBe(true);
    actor.send({ type: 'ACT', input: { string: 0, fret: 0 }, at: 1_000 });
    actor.send({ type: 'ACT', input: { string: 2, fret: 2 }, at: 2_500 });
    await waitFor(actor, (s) => s.matches({ done: 'saved' }));
    expect(actor.getSnapshot().context.result).toEqual({ right: 2, wrong: 0, seconds: 2 });
  });

  it('says when the run could not be saved', async () => {
    const actor = start(() => Promise.reject(new Error('storage full')));
    actor.send({ type: 'ACT', input: { string: 0, fret: 0 }, at: 1_000 });
    actor.send({ type: 'ACT', input: { string: 2, fret: 2 }, at: 1_000 });
    await waitFor(actor, (s) => s.matches({ done: 'notSaved' }));
    expect(actor.getSnapshot().context.result?.seconds).toBe(0.1);
  });

  it('starts again from done with a fresh run, and stops back to idle without saving', async () => {
    const saved: RunResult[] = [];
    const actor = start(async (result) => void saved.push(result));
    actor.send({ type: 'ACT', input: { string: 0, fret: 0 }, at: 2_000 });
    actor.send({ type: 'ACT', input: { string: 2, fret: 2 }, at: 3_000 });
    await waitFor(actor, (s) => s.matches({ done: 'saved' }));
    actor.send({ type: 'START', run: startFindNotes(targets, false), at: 5_000 });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send({ type: 'ACT', input: { string: 0, fret: 0 }, at: 6_000 });
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(saved).toHaveLength(1);
  });
});

describe('the play-along flow', () => {
  it('ends when the clock passes the last beat and saves the tempo and whether the run was clean', async () => {
    const saved: RunResult[] = [];
    const machine = exerciseMachine(playAlongScorer).provide({
      actors: { save: fromPromise<void, RunResult>(async ({ input }) => void saved.push(input)) },
    });
    const places = [
      { string: 0, fret: 3 },
      { string: 1, fret: 0 },
    ];
    const actor = createActor(machine, { input: { run: startPlayAlong(places, 60, 4_000), at: 0 } }).start();
    actor.send({ type: 'ACT', input: { kind: 'tap', place: places[0]!, at: 4_050 }, at: 4_050 });
    actor.send({ type: 'ACT', input: { kind: 'tap', place: places[1]!, at: 4_950 }, at: 4_950 });
    await waitFor(actor, (s) => s.matches({ done: 'saved' }));
    expect(saved).toEqual([{ right: 2, wrong: 0, seconds: 5, tempo: 60, clean: true }]);

    actor.send({ type: 'START', run: startPlayAlong(places, 65, 10_000), at: 6_000 });
    actor.send({ type: 'ACT', input: { kind: 'tick', at: 12_000 }, at: 12_000 });
    await waitFor(actor, (s) => s.matches({ done: 'saved' }));
    expect(saved[1]).toEqual({ right: 0, wrong: 2, seconds: 6, tempo: 65, clean: false });
  });
});
