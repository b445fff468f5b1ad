import { createStore } from '@xstate/store';
import { bool, isRecord, oneOf, text } from './validate';
import { NECK_DIRECTIONS, type NeckDirection } from '#events/neckDirections';
import { NOTE_DISPLAYS, type NoteDisplay } from '#events/noteDisplays';
import { TUNING_IDS, type TuningId } from '#events/tuningIds';
import { BACKGROUNDS, HANDS, type Background, type Hand } from '../constants/settings';
import { DEFAULT_TUNING } from '../theory/tunings';

export type Preferences = {
  hand: Hand;
  pinMenuOpen: boolean;
  showColoredNotes: boolean;
  stringsTuning: TuningId;
  noteDisplay: NoteDisplay;
  background: Background;
  /** Whether the lowest-pitched string is drawn at the top of the neck (tab view) or the bottom. */
  lowStringOnTop: boolean;
  /** ACROSS: the nut at the side (default); DOWN: the nut at the top, strings as columns, as chord charts are drawn. */
  neckDirection: NeckDirection;
  /** A custom tuning's six pitches, lowest first ("D2 A2 D3 G3 A3 D4"), used when it is set. */
  customTuning: string | null;
};

/** Spec section 3 defaults for the savable preferences (plus the shell's background). */
export const defaultPreferences: Preferences = {
  hand: 'RIGHT',
  pinMenuOpen: false,
  showColoredNotes: false,
  stringsTuning: DEFAULT_TUNING,
  noteDisplay: 'NOTES',
  background: 'none',
  lowStringOnTop: false,
  neckDirection: 'ACROSS',
  customTuning: null,
};

/** Bump the version when a field's meaning changes; old values are then ignored. */
export const PREFERENCES_STORAGE_KEY = 'fretboard.preferences.v1';

/** The part of `localStorage` the store uses, so tests can pass a Map-backed fake. */
export type PreferencesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Each field's check: the value when it is valid, else undefined. */
const fieldChecks: { [K in keyof Preferences]: (value: unknown) => Preferences[K] | undefined } = {
  hand: (value) => oneOf(HANDS, value),
  pinMenuOpen: bool,
  showColoredNotes: bool,
  stringsTuning: (value) => oneOf(TUNING_IDS, value),
  noteDisplay: (value) => oneOf(NOTE_DISPLAYS, value),
  background: (value) => oneOf(BACKGROUNDS, value),
  lowStringOnTop: bool,
  neckDirection: (value) => oneOf(NECK_DIRECTIONS, value),
  // Checked again by the theory engine (getTuning) where it is used; here only its shape.
  customTuning: (value) => (value === null ? null : text(value, /^[A-Ga-g#b0-9 ,]+$/, 80)),
};

/**
 * Preferences from any value: unknown, missing or corrupt fields become their defaults,
 * each on its own, so one bad value (an old tuning id) does not throw away the others.
 */
export function parsePreferences(value: unknown): Preferences {
  return { ...defaultPreferences, ...(isRecord(value) ? pickValidPreferences(value) : {}) };
}

/** The valid, known fields of a partial set of preferences; everything else is dropped. */
export function pickValidPreferences(value: Record<string, unknown>): Partial<Preferences> {
  const valid: Partial<Record<keyof Preferences, unknown>> = {};
  for (const key of Object.keys(fieldChecks) as (keyof Preferences)[]) {
    if (!(key in value)) continue;
    const checked = fieldChecks[key](value[key]);
    if (checked !== undefined) valid[key] = checked;
  }
  return valid as Partial<Preferences>;
}

/** Saved preferences, or the defaults when nothing (readable) is saved. Never throws. */
export function loadPreferences(storage: PreferencesStorage | null): Preferences {
  if (!storage) return { ...defaultPreferences };
  try {
    const raw = storage.getItem(PREFERENCES_STORAGE_KEY);
    return parsePreferences(raw === null ? undefined : JSON.parse(raw));
  } catch {
    return { ...defaultPreferences };
  }
}

/** Writes the preferences; a full or forbidden storage (private mode) is not an error. */
export function savePreferences(storage: PreferencesStorage | null, preferences: Preferences): void {
  if (!storage) return;
  try {
    storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // The preferences still apply for this visit.
  }
}

/** The browser's localStorage, or null where there is none (SSR, tests, blocked cookies). */
export function browserStorage(): PreferencesStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Savable preferences (spec sections 3 and 4), loaded from `storage` when created and
 * written back after every change. `applyPreferences` takes a partial set (e.g. from the
 * server once signed in) and applies only its valid, known fields; the rest keep their
 * current values.
 *
 * Hand-rolled rather than `@xstate/store/persist` so that loading is one check with a
 * per-field fallback and nothing can throw during app start.
 */
export function createPreferencesStore(
  options: { storage?: PreferencesStorage | null; initial?: Partial<Preferences> } = {},
) {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const store = createStore({
    context: { ...loadPreferences(storage), ...options.initial } as Preferences,
    on: {
      setHand: (context, event: { hand: Hand }) => ({ ...context, hand: event.hand }),
      setPinMenuOpen: (context, event: { pinned: boolean }) => ({ ...context, pinMenuOpen: event.pinned }),
      setShowColoredNotes: (context, event: { show: boolean }) => ({ ...context, showColoredNotes: event.show }),
      setStringsTuning: (context, event: { tuning: TuningId }) => ({
        ...context,
        stringsTuning: event.tuning,
        customTuning: null,
      }),
      setNoteDisplay: (context, event: { display: NoteDisplay }) => ({ ...context, noteDisplay: event.display }),
      setBackground: (context, event: { background: Background }) => ({ ...context, background: event.background }),
      setLowStringOnTop: (context, event: { onTop: boolean }) => ({ ...context, lowStringOnTop: event.onTop }),
      setNeckDirection: (context, event: { direction: NeckDirection }) => ({
        ...context,
        neckDirection: event.direction,
      }),
      /** A custom tuning's six pitches; choosing a preset (setStringsTuning) clears it. */
      setCustomTuning: (context, event: { pitches: string }) => ({ ...context, customTuning: event.pitches }),
      applyPreferences: (context, event: { preferences: Record<string, unknown> }) => ({
        ...context,
        ...pickValidPreferences(event.preferences),
      }),
    },
  });
  store.subscribe((snapshot) => savePreferences(storage, snapshot.context));
  return store;
}
