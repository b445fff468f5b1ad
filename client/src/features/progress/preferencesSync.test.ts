import { describe, expect, it } from 'vitest';
import { preferencesChangedSchema } from '#events/progressEvents';
import { createPreferencesStore, defaultPreferences } from '../../state/preferences';
import { preferenceDiff, syncPreferences } from './preferencesSync';

describe('preferences and the progress store', () => {
  it('passes on each change the learner makes, naming only what changed', () => {
    const store = createPreferencesStore({ storage: null });
    const seen: unknown[] = [];
    syncPreferences(store, (changes) => seen.push(changes));
    store.send({ type: 'setHand', hand: 'LEFT' });
    store.send({ type: 'setHand', hand: 'LEFT' });
    store.send({ type: 'setCustomTuning', pitches: 'D2 A2 D3 G3 A3 D4' });
    store.send({ type: 'setStringsTuning', tuning: 'DADGAD' });
    expect(seen).toEqual([
      { hand: 'LEFT' },
      { customTuning: 'D2 A2 D3 G3 A3 D4' },
      { stringsTuning: 'DADGAD', customTuning: null },
    ]);
  });

  it('records a change made before it loaded, from the snapshot it is given', () => {
    const store = createPreferencesStore({ storage: null });
    const before = store.getSnapshot().context;
    store.send({ type: 'setNoteDisplay', display: 'INTERVALS' });
    const seen: unknown[] = [];
    syncPreferences(store, (changes) => seen.push(changes), before);
    expect(seen).toEqual([{ noteDisplay: 'INTERVALS' }]);
  });

  it('applies the account’s preferences and resets them without recording either', () => {
    const store = createPreferencesStore({ storage: null });
    const seen: unknown[] = [];
    const { bridge } = syncPreferences(store, (changes) => seen.push(changes));
    bridge.apply({ hand: 'LEFT', background: 'sky' });
    expect(store.getSnapshot().context).toMatchObject({ hand: 'LEFT', background: 'sky' });
    expect(bridge.changed()).toEqual({ hand: 'LEFT', background: 'sky' });
    bridge.reset();
    expect(store.getSnapshot().context).toEqual(defaultPreferences);
    expect(seen).toEqual([]);
    store.send({ type: 'setHand', hand: 'LEFT' });
    expect(seen).toEqual([{ hand: 'LEFT' }]);
  });

  it('sends the neck’s direction to the account as a change it accepts, and takes it back from there', () => {
    const store = createPreferencesStore({ storage: null });
    const seen: unknown[] = [];
    const { bridge } = syncPreferences(store, (changes) => seen.push(changes));
    store.send({ type: 'setNeckDirection', direction: 'DOWN' });
    expect(seen).toEqual([{ neckDirection: 'DOWN' }]);
    expect(preferencesChangedSchema.safeParse({ changes: seen[0] }).success).toBe(true);
    bridge.reset();
    expect(store.getSnapshot().context.neckDirection).toBe('ACROSS');
    bridge.apply({ neckDirection: 'DOWN' });
    expect(store.getSnapshot().context.neckDirection).toBe('DOWN');
  });

  it('compares every savable field', () => {
    expect(
      preferenceDiff(defaultPreferences, { ...defaultPreferences, lowStringOnTop: true, pinMenuOpen: true }),
    ).toEqual({
      lowStringOnTop: true,
      pinMenuOpen: true,
    });
  });
});
