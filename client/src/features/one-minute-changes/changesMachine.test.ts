import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changesMachine } from './changesMachine';

describe('a One Minute Changes run', () => {
  it('counts changes made in the minute, not in the count-in, and records the score once at the end', () => {
    const recorded: { chords: readonly [string, string]; changes: number; seconds: number }[] = [];
    const actor = createActor(
      changesMachine.provide({ actions: { recordChanges: (_, params) => void recorded.push(params) } }),
    ).start();
    actor.send({ type: 'START', at: 0, chords: ['G', 'C'] });
    actor.send({ type: 'CHANGE', at: 1000 }); // during the count-in
    for (let s = 4; s <= 60; s += 2) actor.send({ type: 'CHANGE', at: s * 1000 }); // 29 changes
    actor.send({ type: 'TICK', at: 62_000 });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.changes).toBe(29);
    actor.send({ type: 'TICK', at: 63_000 });
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'CHANGE', at: 63_500 });
    expect(recorded).toEqual([{ chords: ['G', 'C'], changes: 29, seconds: 60 }]);
  });

  it('ends without counting a change pressed after the minute', () => {
    const recorded: number[] = [];
    const actor = createActor(
      changesMachine.provide({ actions: { recordChanges: (_, params) => void recorded.push(params.changes) } }),
    ).start();
    actor.send({ type: 'START', at: 0, chords: ['G', 'C'] });
    actor.send({ type: 'CHANGE', at: 5000 });
    actor.send({ type: 'CHANGE', at: 70_000 });
    expect(actor.getSnapshot().value).toBe('done');
    expect(recorded).toEqual([1]);
  });
});
