import { describe, expect, it } from 'vitest';
import type { ProgressItem } from '#events/progressEvents';
import { foldProgress, initialProgress, type EvolvableEvent, type ProgressState } from '#events/progressState';
import { dayFromNumber, dayNumber } from '#events/streak';
import {
  buildRoutine,
  MINUTES_FOR,
  nextTargetTempo,
  patternOfTheDay,
  ROUTINE_SIZE,
  START_TEMPO,
  STALE_AFTER_DAYS,
  type RoutineEntry,
} from './buildRoutine';
import { PATTERN_CATALOGUE } from './patternCatalogue';

const DAY = '2025-03-12';
const daysBefore = (day: string, n: number) => dayFromNumber(dayNumber(day)! - n);
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => dayFromNumber(dayNumber(from)! + i));

const song = (n: number): ProgressItem => ({ kind: 'song', ref: `/songs/song-${n}`, title: `Song ${n}` });
const lesson = (n: number): ProgressItem => ({
  kind: 'lesson',
  ref: `/learning/chords/lesson-${n}`,
  title: `Lesson ${n}`,
});

const favourite = (item: ProgressItem): EvolvableEvent => ({ type: 'FavouriteAdded', schema: 1, data: { item } });
const learnedEvent = (item: ProgressItem): EvolvableEvent => ({ type: 'ItemLearned', schema: 1, data: { item } });
const practised = (item: ProgressItem, day: string, tempo?: number, time = '18:00:00'): EvolvableEvent => ({
  type: 'PracticeLogged',
  schema: 1,
  data: { item, minutes: 5, practisedAt: `${day}T${time}+01:00`, ...(tempo !== undefined ? { tempo } : {}) },
});

const routine = (state: ProgressState, day = DAY, catalogue = PATTERN_CATALOGUE) =>
  buildRoutine({ day, state, catalogue });
const refs = (entries: RoutineEntry[]) => entries.map((entry) => entry.item.ref);
const whys = (entries: RoutineEntry[]) => entries.map((entry) => entry.why);

/** A learner with plenty of each kind of material. */
function busyLearner(day = DAY): ProgressState {
  const events: EvolvableEvent[] = [];
  for (let n = 0; n < 6; n++) events.push(favourite(song(n)));
  for (let n = 0; n < 6; n++) events.push(learnedEvent(lesson(n)), practised(lesson(n), daysBefore(day, 10 + n), 80));
  for (let n = 10; n < 16; n++) events.push(practised(song(n), daysBefore(day, 1), 100));
  return foldProgress(events);
}

describe('the daily routine', () => {
  it('is the same for the same day and progress, however often it is made', () => {
    for (const state of [initialProgress(), busyLearner()]) {
      const first = routine(state);
      for (let i = 0; i < 5; i++) expect(routine(structuredClone(state))).toEqual(first);
    }
  });

  it('differs from one day to the next', () => {
    for (const state of [initialProgress(), busyLearner()]) {
      const month = days('2025-03-01', 60).map((day) => refs(routine(state, day)).join(' '));
      for (let i = 1; i < month.length; i++) expect(month[i], `day ${i}`).not.toBe(month[i - 1]);
    }
  });

  it('has 4 to 6 items, each once, with sensible minutes and tempos, and uses every length', () => {
    const sizes = new Set<number>();
    for (const day of days('2025-01-01', 120)) {
      for (const state of [initialProgress(), busyLearner(day)]) {
        const entries = routine(state, day);
        sizes.add(entries.length);
        expect(entries.length).toBeGreaterThanOrEqual(ROUTINE_SIZE.min);
        expect(entries.length).toBeLessThanOrEqual(ROUTINE_SIZE.max);
        expect(new Set(refs(entries)).size, day).toBe(entries.length);
        for (const entry of entries) {
          expect(entry.minutes).toBe(MINUTES_FOR[entry.why]);
          expect(entry.minutes).toBeGreaterThan(0);
          expect(entry.targetTempo).toBeGreaterThanOrEqual(40);
          expect(entry.targetTempo).toBeLessThanOrEqual(220);
          expect(entry.targetTempo % 10).toBe(0);
        }
      }
    }
    expect([...sizes].sort()).toEqual([4, 5, 6]);
  });

  it('gives a new learner a useful routine from the catalogue, ending with the pattern of the day', () => {
    const entries = routine(initialProgress());
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const catalogueRefs = new Set(PATTERN_CATALOGUE.map((item) => item.ref));
    for (const entry of entries) expect(catalogueRefs.has(entry.item.ref)).toBe(true);
    expect(entries.at(-1)).toMatchObject({ why: 'pattern-of-the-day', item: patternOfTheDay(DAY, PATTERN_CATALOGUE) });
    expect(
      whys(entries)
        .slice(0, -1)
        .every((why) => why === 'not-learned'),
    ).toBe(true);
    for (const entry of entries) expect(entry.targetTempo).toBe(START_TEMPO);
  });

  it('has exactly one pattern of the day, from the catalogue, the same for every learner that day', () => {
    for (const day of days('2025-03-01', 40)) {
      const forNewLearner = routine(initialProgress(), day).filter((entry) => entry.why === 'pattern-of-the-day');
      const forBusyLearner = routine(busyLearner(day), day).filter((entry) => entry.why === 'pattern-of-the-day');
      expect(forNewLearner).toHaveLength(1);
      expect(forBusyLearner).toHaveLength(1);
      expect(forBusyLearner[0]!.item).toEqual(forNewLearner[0]!.item);
    }
  });

  it('goes round the whole catalogue before a pattern of the day comes back', () => {
    const run = days('2025-03-01', PATTERN_CATALOGUE.length).map((day) => patternOfTheDay(day, PATTERN_CATALOGUE)!.ref);
    expect(new Set(run).size).toBe(PATTERN_CATALOGUE.length);
    expect(patternOfTheDay(daysBefore('2025-03-01', -PATTERN_CATALOGUE.length), PATTERN_CATALOGUE)!.ref).toBe(run[0]);
  });

  it('draws on every source the learner has material for', () => {
    for (const day of days('2025-03-01', 30)) {
      const reasons = new Set(whys(routine(busyLearner(day), day)));
      expect(reasons, day).toEqual(new Set(['favourite', 'not-practised-lately', 'not-learned', 'pattern-of-the-day']));
    }
  });

  it('takes favourites from the learner’s favourites, and unlearned items from what they are working on', () => {
    const state = busyLearner();
    const favourites = new Set(state.favourites.map((item) => item.ref));
    const learned = new Set(state.learned.map((item) => item.ref));
    for (const entry of routine(state)) {
      if (entry.why === 'favourite') expect(favourites.has(entry.item.ref)).toBe(true);
      if (entry.why === 'not-learned') expect(learned.has(entry.item.ref)).toBe(false);
      if (entry.why === 'not-learned') expect(entry.item.ref).toMatch(/^\/songs\//);
    }
  });

  it('counts an item as not practised lately only after a while', () => {
    const item = song(1);
    const stale = foldProgress([practised(item, daysBefore(DAY, STALE_AFTER_DAYS))]);
    const fresh = foldProgress([learnedEvent(item), practised(item, daysBefore(DAY, STALE_AFTER_DAYS - 1))]);
    expect(routine(stale).find((entry) => entry.item.ref === item.ref)?.why).toBe('not-practised-lately');
    expect(routine(fresh).some((entry) => entry.item.ref === item.ref)).toBe(false);
    // Learned but never practised: due for a review.
    const neverPractised = foldProgress([learnedEvent(item)]);
    expect(routine(neverPractised).find((entry) => entry.item.ref === item.ref)?.why).toBe('not-practised-lately');
  });

  it('stays the same when the learner practises today or favourites something new', () => {
    const state = busyLearner();
    const before = routine(state);
    const afterPractice = foldProgress(
      before.map((entry) => practised(entry.item, DAY, 120, '07:30:00')),
      state,
    );
    expect(routine(afterPractice)).toEqual(before);
    // A new favourite moves nothing unless it draws ahead of the one it would replace.
    const withExtra = foldProgress([favourite(song(99))], state);
    const extra = routine(withExtra);
    if (!refs(extra).includes(song(99).ref)) expect(extra).toEqual(before);
  });

  it('sets the target tempo one step above the last tempo practised, or starts at 60', () => {
    expect(nextTargetTempo(undefined)).toBe(60);
    expect(nextTargetTempo(80)).toBe(90);
    expect(nextTargetTempo(75)).toBe(80);
    expect(nextTargetTempo(40)).toBe(50);
    expect(nextTargetTempo(215)).toBe(220);
    expect(nextTargetTempo(220)).toBe(220);
    const item = song(1);
    const state = foldProgress([
      practised(item, daysBefore(DAY, 20), 70),
      practised(item, daysBefore(DAY, 9), undefined),
      practised(item, daysBefore(DAY, 8), 100),
      practised(item, DAY, 200), // today's practice does not move today's target
    ]);
    expect(routine(state).find((entry) => entry.item.ref === item.ref)?.targetTempo).toBe(110);
  });

  it('fills up with patterns practised longest ago when every catalogue pattern is learned', () => {
    const catalogue = PATTERN_CATALOGUE.slice(0, 6);
    const state = foldProgress(
      catalogue.flatMap((item, i) => [learnedEvent(item), practised(item, daysBefore(DAY, 1 + i))]),
    );
    const entries = routine(state, DAY, catalogue);
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(new Set(refs(entries)).size).toBe(entries.length);
    const reviews = entries
      .filter((entry) => entry.why === 'not-practised-lately')
      .map((entry) => catalogue.indexOf(entry.item));
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  });

  it('gives nothing for a day that is not a date', () => {
    expect(routine(initialProgress(), '2025-02-30')).toEqual([]);
    expect(routine(initialProgress(), 'today')).toEqual([]);
  });
});
