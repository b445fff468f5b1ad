import { describe, expect, it } from 'vitest';
import {
  createPreferencesStore,
  defaultPreferences,
  loadPreferences,
  PREFERENCES_STORAGE_KEY,
  type PreferencesStorage,
} from './preferences';

/** A Map-backed stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}): PreferencesStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('preferences store', () => {
  it('starts with the spec defaults when nothing is saved', () => {
    const store = createPreferencesStore({ storage: memoryStorage() });
    expect(store.getSnapshot().context).toEqual({
      hand: 'RIGHT',
      pinMenuOpen: false,
      showColoredNotes: false,
      stringsTuning: 'STANDARD',
      noteDisplay: 'NOTES',
      background: 'none',
      lowStringOnTop: false,
      neckDirection: 'ACROSS',
      customTuning: null,
    });
  });

  it('sets hand, pinned menu, note colours, tuning, note display, background and string order', () => {
    const store = createPreferencesStore({ storage: memoryStorage() });
    store.trigger.setCustomTuning({ pitches: 'C2 G2 D3 A3 E4 G4' });
    store.trigger.setHand({ hand: 'LEFT' });
    store.trigger.setPinMenuOpen({ pinned: true });
    store.trigger.setShowColoredNotes({ show: true });
    store.trigger.setStringsTuning({ tuning: 'DADGAD' });
    store.trigger.setNoteDisplay({ display: 'INTERVALS' });
    store.trigger.setBackground({ background: 'slate' });
    store.trigger.setLowStringOnTop({ onTop: true });
    store.trigger.setNeckDirection({ direction: 'DOWN' });
    expect(store.getSnapshot().context).toEqual({
      hand: 'LEFT',
      pinMenuOpen: true,
      showColoredNotes: true,
      stringsTuning: 'DADGAD',
      noteDisplay: 'INTERVALS',
      background: 'slate',
      lowStringOnTop: true,
      neckDirection: 'DOWN',
      customTuning: null, // choosing a preset leaves the custom tuning
    });
  });

  it('keeps a custom tuning until a preset is chosen', () => {
    const storage = memoryStorage();
    createPreferencesStore({ storage }).trigger.setCustomTuning({ pitches: 'C#2 G#2 C#3 F#3 A#3 D#4' });
    expect(createPreferencesStore({ storage }).getSnapshot().context.customTuning).toBe('C#2 G#2 C#3 F#3 A#3 D#4');
  });

  it('drops a stored custom tuning that is not made of note names', () => {
    const storage = memoryStorage({ [PREFERENCES_STORAGE_KEY]: JSON.stringify({ customTuning: '<script>' }) });
    expect(createPreferencesStore({ storage }).getSnapshot().context.customTuning).toBeNull();
  });

  it('survives a reload: a new store on the same storage reads what the last one wrote', () => {
    const storage = memoryStorage();
    const before = createPreferencesStore({ storage });
    before.trigger.setHand({ hand: 'LEFT' });
    before.trigger.setStringsTuning({ tuning: 'DROP_D' });
    const after = createPreferencesStore({ storage });
    expect(after.getSnapshot().context).toEqual({ ...defaultPreferences, hand: 'LEFT', stringsTuning: 'DROP_D' });
    expect(storage.data.has(PREFERENCES_STORAGE_KEY)).toBe(true);
  });

  it('reads preferences saved before the neck could turn as the neck drawn across, the rest kept', () => {
    const saved = { hand: 'LEFT', pinMenuOpen: false, showColoredNotes: true, stringsTuning: 'DROP_D' };
    const storage = memoryStorage({ [PREFERENCES_STORAGE_KEY]: JSON.stringify(saved) });
    expect(loadPreferences(storage)).toEqual({ ...defaultPreferences, ...saved, neckDirection: 'ACROSS' });
  });

  it('keeps the neck down the screen across a reload, and drops an unknown direction', () => {
    const storage = memoryStorage();
    createPreferencesStore({ storage }).trigger.setNeckDirection({ direction: 'DOWN' });
    expect(createPreferencesStore({ storage }).getSnapshot().context.neckDirection).toBe('DOWN');
    const sideways = memoryStorage({ [PREFERENCES_STORAGE_KEY]: JSON.stringify({ neckDirection: 'SIDEWAYS' }) });
    expect(loadPreferences(sideways).neckDirection).toBe('ACROSS');
  });

  it('falls back to the defaults when the saved value is not JSON', () => {
    const storage = memoryStorage({ [PREFERENCES_STORAGE_KEY]: '{not json' });
    expect(createPreferencesStore({ storage }).getSnapshot().context).toEqual(defaultPreferences);
  });

  it('falls back to the defaults when the saved value is not an object', () => {
    for (const raw of ['null', '42', '"RIGHT"', '[]']) {
      expect(loadPreferences(memoryStorage({ [PREFERENCES_STORAGE_KEY]: raw }))).toEqual(defaultPreferences);
    }
  });

  it('replaces only the corrupt or unknown fields with their defaults', () => {
    const saved = { hand: 'LEFT', pinMenuOpen: 'yes', stringsTuning: 'BANJO', noteDisplay: 'DEGREES', extra: 1 };
    const storage = memoryStorage({ [PREFERENCES_STORAGE_KEY]: JSON.stringify(saved) });
    expect(loadPreferences(storage)).toEqual({ ...defaultPreferences, hand: 'LEFT', noteDisplay: 'DEGREES' });
  });

  it('works without any storage (server rendering, tests)', () => {
    const store = createPreferencesStore({ storage: null });
    store.trigger.setHand({ hand: 'LEFT' });
    expect(store.getSnapshot().context.hand).toBe('LEFT');
  });

  it('keeps working when the storage throws on read or write', () => {
    const broken: PreferencesStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createPreferencesStore({ storage: broken });
    expect(store.getSnapshot().context).toEqual(defaultPreferences);
    store.trigger.setNoteDisplay({ display: 'NONE' });
    expect(store.getSnapshot().context.noteDisplay).toBe('NONE');
  });

  it('applies only the valid known fields of a partial set', () => {
    const store = createPreferencesStore({ storage: memoryStorage(), initial: { hand: 'LEFT' } });
    store.trigger.applyPreferences({ preferences: { stringsTuning: 'OPEN_G', hand: 'MIDDLE', colour: 'red' } });
    expect(store.getSnapshot().context).toEqual({ ...defaultPreferences, hand: 'LEFT', stringsTuning: 'OPEN_G' });
  });
});
