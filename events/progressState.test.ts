import { describe, expect, it } from 'vitest';
import type { ProgressEvent, ProgressItem } from './progressEvents';
import {
  evolveProgress,
  foldProgress,
  initialProgress,
  isFavourite,
  isLearned,
  minutesThisWeek,
  practiceStreak,
  practisedDays,
  type EvolvableEvent,
} from './progressState';

const cmaj7: ProgressItem = { kind: 'chord', ref: '/chords/C/maj7?voicing=2', title: 'Cmaj7' };
const aMinor: ProgressItem = { kind: 'scale', ref: '/scales/A/minor', title: 'A minor' };
const song: ProgressItem = { kind: 'song', ref: '/songs/blues-in-a', title: 'Blues in A' };

const added = (item: ProgressItem): ProgressEvent => ({ type: 'FavouriteAdded', schema: 1, data: { item } });
const removed = (item: ProgressItem): ProgressEvent => ({ type: 'FavouriteRemoved', schema: 1, data: { item } });
const learned = (item: ProgressItem): ProgressEvent => ({ type: 'ItemLearned', schema: 1, data: { item } });
const unlearned = (item: ProgressItem): ProgressEvent => ({ type: 'ItemUnlearned', schema: 1, data: { item } });
const practised = (practisedAt: string, minutes: number, eventId?: string): EvolvableEvent => ({
  type: 'PracticeLogged',
  schema: 1,
  data: { item: aMinor, minutes, practisedAt },
  ...(eventId ? { eventId } : {}),
});
const completed = (day: string): ProgressEvent => ({
  type: 'DailyPracticeCompleted',
  schema: 1,
  data: { day, items: 4 },
});

describe('favourites', () => {
  it('lists favourites newest first', () => {
    const state = foldProgress([added(cmaj7), added(aMinor), added(song)]);
    expect(state.favourites.map((item) => item.ref)).toEqual([song.ref, aMinor.ref, cmaj7.ref]);
    expect(isFavourite(state, aMinor.ref)).toBe(true);
  });

  it('adding a favourite twice keeps one, in its first place (merged devices agree)', () => {
    const once = foldProgress([added(cmaj7), added(aMinor)]);
    const twice = foldProgress([added(cmaj7), added(aMinor), added(cmaj7)]);
    expect(twice).toEqual(once);
    expect(evolveProgress(once, added(cmaj7))).toBe(once);
  });

  it('removes by ref, whatever title the removal carries, and removing a missing one changes nothing', () => {
    const state = foldProgress([added(cmaj7), added(aMinor), removed({ ...cmaj7, title: 'renamed' })]);
    expect(state.favourites).toEqual([aMinor]);
    expect(evolveProgress(state, removed(song))).toBe(state);
  });

  it('a favourite removed and added again comes back at the top', () => {
    const state = foldProgress([added(cmaj7), added(aMinor), removed(cmaj7), added(cmaj7)]);
    expect(state.favourites).toEqual([cmaj7, aMinor]);
  });
});

describe('learned items', () => {
  it('keeps each learned item once, by ref, and forgets it when unlearned', () => {
    const state = foldProgress([learned(cmaj7), learned(aMinor), learned(cmaj7), unlearned(aMinor), unlearned(song)]);
    expect(state.learned).toEqual([cmaj7]);
    expect(isLearned(state, cmaj7.ref)).toBe(true);
    expect(isLearned(state, aMinor.ref)).toBe(false);
  });
});

describe('practice log', () => {
  it('lists practice newest first by when it happened, not when it arrived', () => {
    const state = foldProgress([
      practised('2025-03-05T10:00:00Z', 10),
      practised('2025-03-07T10:00:00Z', 20),
      practised('2025-03-06T10:00:00Z', 5), // uploaded late from another device
    ]);
    expect(state.practice.entries.map((entry) => entry.minutes)).toEqual([20, 5, 10]);
    expect(state.practice.totalMinutes).toBe(35);
  });

  it('orders by the instant, across UTC offsets', () => {
    const state = foldProgress([practised('2025-03-05T10:00:00Z', 1), practised('2025-03-05T11:30:00+02:00', 2)]);
    // 11:30+02:00 is 09:30Z: earlier.
    expect(state.practice.entries.map((entry) => entry.minutes)).toEqual([1, 2]);
  });

  it('counts a practice once when the same event is folded twice', () => {
    const state = foldProgress([
      practised('2025-03-05T10:00:00Z', 10, 'e1'),
      practised('2025-03-05T10:00:00Z', 10, 'e1'),
    ]);
    expect(state.practice.entries).toHaveLength(1);
    expect(state.practice.entries[0]!.eventId).toBe('e1');
    expect(state.practice.totalMinutes).toBe(10);
  });

  it('takes a logged practice back by its event id, out of the list and the total', () => {
    const removal = (loggedEventId: string): EvolvableEvent => ({
      type: 'PracticeRemoved',
      schema: 1,
      data: { loggedEventId },
    });
    const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const logged = foldProgress([
      practised('2025-03-05T10:00:00Z', 10, id),
      practised('2025-03-06T10:00:00Z', 2.5, 'e2'),
    ]);
    const state = evolveProgress(logged, removal(id.toUpperCase()));
    expect(state.practice.entries.map((entry) => entry.eventId)).toEqual(['e2']);
    expect(state.practice.totalMinutes).toBe(2.5);
    expect(evolveProgress(state, removal(id))).toBe(state); // already gone
    // Undo: the same practice logged again under a new id comes back in its place.
    const undone = evolveProgress(state, practised('2025-03-05T10:00:00Z', 10, 'e3'));
    expect(undone.practice.entries.map((entry) => entry.eventId)).toEqual(['e2', 'e3']);
    expect(undone.practice.totalMinutes).toBe(12.5);
  });

  it('sums fractional minutes without float noise', () => {
    expect(
      foldProgress([practised('2025-03-05T10:00:00Z', 0.1), practised('2025-03-05T11:00:00Z', 0.2)]).practice
        .totalMinutes,
    ).toBe(0.3);
  });

  it('totals the minutes of this week, Monday to today, by the learner day', () => {
    const state = foldProgress([
      practised('2025-03-09T23:30:00+01:00', 100), // Sunday of last week (22:30Z: still last week)
      practised('2025-03-10T00:15:00+01:00', 10), // Monday, just after midnight local (Sunday in UTC)
      practised('2025-03-12T18:00:00Z', 15),
      practised('2025-03-14T18:00:00Z', 40), // after "today"
    ]);
    expect(minutesThisWeek(state, '2025-03-12')).toBe(25);
    expect(minutesThisWeek(state, '2025-03-12T20:00:00+01:00')).toBe(25);
    expect(minutesThisWeek(state, '2025-03-16')).toBe(65);
    expect(minutesThisWeek(state, 'whenever')).toBe(0);
  });

  it('keeps each completed day once, in date order', () => {
    const state = foldProgress([completed('2025-03-09'), completed('2025-03-07'), completed('2025-03-09')]);
    expect(state.practice.completedDays).toEqual(['2025-03-07', '2025-03-09']);
  });

  it('counts the streak over days with logged practice or a completed routine', () => {
    const state = foldProgress([
      completed('2025-03-07'),
      practised('2025-03-08T09:00:00Z', 5),
      practised('2025-03-10T09:00:00Z', 5),
    ]);
    expect(practisedDays(state)).toEqual(['2025-03-07', '2025-03-08', '2025-03-10']);
    expect(practiceStreak(state, '2025-03-10')).toBe(3); // 03-09 forgiven
    expect(practiceStreak(state, '2025-03-11')).toBe(3); // today still open
    expect(practiceStreak(state, '2025-03-13')).toBe(0); // 03-11 and 03-12 missed
  });
});

describe('practice log, folded from one state more than once', () => {
  it('recognises a logged practice by its id on every branch, and only there', () => {
    const base = foldProgress([practised('2025-03-01T10:00:00Z', 5, 'a')]);
    const one = evolveProgress(base, practised('2025-03-02T10:00:00Z', 3, 'b'));
    // The same base evolved again (the client refolds its pending changes on each render).
    const two = evolveProgress(base, practised('2025-03-02T10:00:00Z', 3, 'b'));
    expect(two.practice.entries.map((e) => e.eventId)).toEqual(['b', 'a']);
    expect(evolveProgress(one, practised('2025-03-02T10:00:00Z', 3, 'b'))).toBe(one);
    expect(evolveProgress(base, practised('2025-03-01T10:00:00Z', 5, 'a'))).toBe(base);
    const three = evolveProgress(base, practised('2025-03-03T10:00:00Z', 1, 'c'));
    expect(three.practice.entries.map((e) => e.eventId)).toEqual(['c', 'a']);
    expect(three.practice.totalMinutes).toBe(6);
  });
});

describe('preferences and username', () => {
  it('merges preference changes, the later winning', () => {
    const state = foldProgress([
      { type: 'PreferencesChanged', schema: 1, data: { changes: { hand: 'LEFT', background: 'sky' } } },
      { type: 'PreferencesChanged', schema: 1, data: { changes: { hand: 'RIGHT', customTuning: null } } },
    ]);
    expect(state.preferences).toEqual({ hand: 'RIGHT', background: 'sky', customTuning: null });
  });

  it('keeps the latest username', () => {
    const state = foldProgress([
      { type: 'UsernameSet', schema: 1, data: { username: 'first' } },
      { type: 'UsernameSet', schema: 1, data: { username: 'second' } },
    ]);
    expect(state.username).toBe('second');
    expect(initialProgress().username).toBeNull();
  });
});

describe('the fold', () => {
  it('never changes the state it is given', () => {
    const before = foldProgress([added(cmaj7), practised('2025-03-05T10:00:00Z', 10)]);
    const snapshot = structuredClone(before);
    evolveProgress(before, added(aMinor));
    evolveProgress(before, practised('2025-03-06T10:00:00Z', 3));
    evolveProgress(before, { type: 'PreferencesChanged', schema: 1, data: { changes: { hand: 'LEFT' } } });
    expect(before).toEqual(snapshot);
  });

  it('leaves the state as it is for a type it does not know', () => {
    const state = initialProgress();
    expect(evolveProgress(state, { type: 'RoomOpened', schema: 1, data: {} } as unknown as ProgressEvent)).toBe(state);
  });
});

describe('scored runs (exercises, quiz rounds, One Minute Changes)', () => {
  const exercise = (completedAt: string, eventId?: string): EvolvableEvent => ({
    type: 'ExerciseCompleted',
    schema: 1,
    data: { exercise: 'find-notes', item: aMinor, right: 7, wrong: 1, seconds: 21.5, completedAt },
    ...(eventId ? { eventId } : {}),
  });
  const changes = (completedAt: string, eventId?: string): EvolvableEvent => ({
    type: 'ChangesCounted',
    schema: 1,
    data: { chords: ['G', 'C'], changes: 23, seconds: 60, completedAt },
    ...(eventId ? { eventId } : {}),
  });

  it('keeps every run, newest first by when it ended (across UTC offsets), whatever order they arrive in', () => {
    const state = foldProgress([
      exercise('2025-03-01T10:00:00Z', 'a'),
      changes('2025-03-01T12:00:00+01:00', 'b'), // 11:00 UTC
      exercise('2025-03-01T09:00:00Z', 'c'),
    ]);
    expect(state.runs.map((run) => run.eventId)).toEqual(['b', 'a', 'c']);
    expect(state.runs[0]).toEqual({
      type: 'ChangesCounted',
      data: changes('2025-03-01T12:00:00+01:00').data,
      eventId: 'b',
    });
  });

  it('counts a run once when the same event is folded twice (a retried upload)', () => {
    const once = foldProgress([exercise('2025-03-01T10:00:00Z', 'a')]);
    expect(evolveProgress(once, exercise('2025-03-01T10:00:00Z', 'a'))).toBe(once);
    expect(
      foldProgress([exercise('2025-03-01T10:00:00Z', 'a'), changes('2025-03-01T10:00:00Z', 'a')]).runs,
    ).toHaveLength(1);
  });

  it('puts a later-recorded run first among runs that ended at the same instant', () => {
    const state = foldProgress([exercise('2025-03-01T10:00:00Z', 'a'), changes('2025-03-01T10:00:00Z', 'b')]);
    expect(state.runs.map((run) => run.eventId)).toEqual(['b', 'a']);
  });
});
