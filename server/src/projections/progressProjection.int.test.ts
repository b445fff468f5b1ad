import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parseProgressEvent } from '#events/parseProgressEvent';
import type { ProgressItem } from '#events/progressEvents';
import { foldProgress, initialProgress, type ProgressState } from '#events/progressState';
import { userStream } from '#events/streams';
import type { Database } from '../db/database';
import { forEachDatabase } from '../db/testDatabases';
import { append, readStream, type NewEvent } from '../eventStore';
import { recordProgress } from '../progress/recordProgress';
import { projectProgressEvents } from './progressProjection';
import { getPreferences, listLearned, listPractice, listRuns } from './progressQueries';
import { rebuildProgressProjections } from './rebuild';

const ITEMS: ProgressItem[] = [
  { kind: 'chord', ref: '/chords/C/maj7', title: 'C major 7' },
  { kind: 'scale', ref: '/scales/A/minor', title: 'A minor' },
  { kind: 'song', ref: '/songs/wonderwall', title: 'Wonderwall' },
];
const item = fc.constantFrom(...ITEMS);
// Few instants and days, so ties and repeats are common.
const practisedAt = fc.constantFrom('2025-03-01T10:00:00Z', '2025-03-01T11:00:00+01:00', '2025-03-02T08:00:00-05:00');

/** One step of a learner's history; a removal names an earlier practice by its place (or none there). */
type Step =
  | { type: 'FavouriteAdded' | 'FavouriteRemoved' | 'ItemLearned' | 'ItemUnlearned'; data: { item: ProgressItem } }
  | { type: 'PracticeLogged'; data: { item: ProgressItem; minutes: number; practisedAt: string; tempo?: number } }
  | { type: 'PracticeRemoved'; practice: number }
  | { type: 'DailyPracticeCompleted'; data: { day: string; items: number } }
  | { type: 'PreferencesChanged'; data: { changes: Record<string, unknown> } }
  | { type: 'UsernameSet'; data: { username: string } }
  | { type: 'ExerciseCompleted' | 'QuizRoundCompleted' | 'ChangesCounted'; data: Record<string, unknown> };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constantFrom('FavouriteAdded', 'FavouriteRemoved', 'ItemLearned', 'ItemUnlearned' as const),
    data: fc.record({ item }),
  }),
  fc.record({
    type: fc.constant('PracticeLogged' as const),
    data: fc.record(
      { item, minutes: fc.constantFrom(0.1, 0.2, 5, 12.5), practisedAt, tempo: fc.integer({ min: 40, max: 200 }) },
      { requiredKeys: ['item', 'minutes', 'practisedAt'] },
    ),
  }),
  fc.record({ type: fc.constant('PracticeRemoved' as const), practice: fc.nat({ max: 6 }) }),
  fc.record({
    type: fc.constant('DailyPracticeCompleted' as const),
    data: fc.record({ day: fc.constantFrom('2025-03-01', '2025-03-02'), items: fc.integer({ min: 0, max: 9 }) }),
  }),
  fc.record({
    type: fc.constant('PreferencesChanged' as const),
    data: fc.record({
      changes: fc.record(
        { hand: fc.constantFrom('LEFT', 'RIGHT'), background: fc.constantFrom('sage', 'sky') },
        { requiredKeys: [] },
      ),
    }),
  }),
  fc.record({
    type: fc.constant('UsernameSet' as const),
    data: fc.record({ username: fc.constantFrom('ana', 'ben') }),
  }),
  // Scored runs, at the same few instants, so their order by time and by version both matter.
  fc.record({
    type: fc.constant('ExerciseCompleted' as const),
    data: fc.record({
      exercise: fc.constantFrom('find-notes', 'name-note', 'play-along'),
      item,
      right: fc.integer({ min: 1, max: 12 }),
      wrong: fc.integer({ min: 0, max: 3 }),
      seconds: fc.constantFrom(12.5, 40),
      completedAt: practisedAt,
    }),
  }),
  fc.record({
    type: fc.constant('QuizRoundCompleted' as const),
    data: fc.record({
      topic: fc.constantFrom('notes', 'intervals'),
      answers: fc.array(
        fc.record({
          string: fc.integer({ min: 0, max: 5 }),
          fret: fc.nat({ max: 12 }),
          right: fc.boolean(),
          ms: fc.nat({ max: 9000 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      completedAt: practisedAt,
    }),
  }),
  fc.record({
    type: fc.constant('ChangesCounted' as const),
    data: fc.record({
      chords: fc.constant(['G', 'C']),
      changes: fc.nat({ max: 60 }),
      seconds: fc.constant(60),
      completedAt: practisedAt,
    }),
  }),
);

/** The steps as events with fresh ids (ids are unique across the whole log). */
function toEvents(steps: readonly Step[]): NewEvent[] {
  const logged: string[] = [];
  return steps.flatMap((s, i): NewEvent[] => {
    const eventId = randomUUID();
    const occurredAt = new Date(Date.UTC(2025, 2, 1, 9, i)).toISOString();
    const base = { eventId, schema: 1, metadata: { occurredAt } };
    if (s.type === 'PracticeRemoved') {
      // An earlier practice, or an id this stream never logged.
      const loggedEventId = logged[s.practice] ?? randomUUID();
      return [{ ...base, type: s.type, data: { loggedEventId } }];
    }
    if (s.type === 'PreferencesChanged' && Object.keys(s.data.changes).length === 0) return [];
    if (s.type === 'PracticeLogged') logged.push(eventId);
    return [{ ...base, type: s.type, data: s.data }];
  });
}

/** Cuts `events` into chunks at the given sizes (the rest in one last chunk). */
function chunked<T>(events: readonly T[], sizes: readonly number[]): T[][] {
  const chunks: T[][] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= events.length) break;
    chunks.push(events.slice(at, at + size));
    at += size;
  }
  if (at < events.length) chunks.push(events.slice(at));
  return chunks;
}

/** What the shared fold makes of the user's stream as stored. */
async function foldOfStream(db: Database, userId: string): Promise<ProgressState> {
  const stored = await readStream(db.sql, userStream(userId));
  return foldProgress(
    stored.map((e) => {
      const parsed = parseProgressEvent(e);
      if (!parsed.ok) throw new Error(parsed.error);
      return { ...parsed.event, eventId: e.eventId };
    }),
  );
}

/** The user's projection rows, in the shape of the fold's state. */
async function projected(db: Database, userId: string) {
  const favourites = await db.sql<ProgressItem[]>`
    select kind, ref, title from favourites where user_id = ${userId} order by version desc`;
  const days = await db.sql<{ day: string }[]>`
    select day::text as day from daily_practice where user_id = ${userId} order by day`;
  return {
    favourites: [...favourites],
    learned: (await listLearned(db.sql, userId)).map(({ kind, ref, title }) => ({ kind, ref, title })),
    entries: await listPractice(db.sql, userId, 1000),
    completedDays: days.map((row) => row.day),
    preferences: await getPreferences(db.sql, userId),
    runs: await listRuns(db.sql, userId, null),
  };
}

const asRows = (state: ProgressState) => ({
  favourites: state.favourites,
  learned: state.learned,
  entries: state.practice.entries,
  completedDays: state.practice.completedDays,
  preferences: state.preferences,
  runs: state.runs,
});

forEachDatabase('progress projections are the fold of the stream', (current) => {
  it('for any stream, the rows written inline and by a rebuild equal foldProgress(stream)', async () => {
    const { db } = current();
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 24 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 9 }),
        async (steps, sizes, batchSize) => {
          const events = toEvents(steps);

          // Any stream as stored (no-ops and all: logs written before the deciders ran on the
          // server hold them), projected inline chunk by chunk.
          const raw = randomUUID();
          let state = initialProgress();
          for (const chunk of chunked(events, sizes)) {
            const { nextExpectedVersion } = await append(db.sql, userStream(raw), 'any', chunk);
            const first = nextExpectedVersion - chunk.length + 1;
            ({ state } = await projectProgressEvents(
              db.sql,
              raw,
              state,
              chunk.map((e, i) => ({ ...e, version: first + i })),
            ));
          }
          expect(await projected(db, raw)).toEqual(asRows(await foldOfStream(db, raw)));

          // The same events sent by a client, decided again and recorded.
          const client = randomUUID();
          const sent = toEvents(steps).filter((e) => e.type !== 'UsernameSet'); // fresh ids: ids are unique in the log
          for (const chunk of chunked(sent, sizes))
            expect(await recordProgress(db, client, chunk)).toMatchObject({ ok: true });
          expect(await projected(db, client)).toEqual(asRows(await foldOfStream(db, client)));

          await rebuildProgressProjections(db, { batchSize });
          expect(await projected(db, raw)).toEqual(asRows(await foldOfStream(db, raw)));
          expect(await projected(db, client)).toEqual(asRows(await foldOfStream(db, client)));
        },
      ),
      { numRuns: 20 },
    );
  });
});
