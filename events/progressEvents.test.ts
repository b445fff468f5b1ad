import { describe, expect, it } from 'vitest';
import { TUNING_IDS } from './tuningIds';
import {
  dailyPracticeCompletedSchema,
  dayOf,
  favouriteAddedSchema,
  practiceLoggedSchema,
  practiceRemovedSchema,
  preferencesChangedSchema,
  progressEventSchema,
  progressItemSchema,
  usernameSetSchema,
} from './progressEvents';

const item = { kind: 'chord', ref: '/chords/C/maj7?voicing=2', title: 'Cmaj7, voicing 2' } as const;

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('progress items', () => {
  it('accepts every kind of pattern by the page path that reopens it', () => {
    for (const kind of ['chord', 'scale', 'arpeggio', 'voicing', 'melody', 'song', 'lesson', 'root'] as const) {
      expect(progressItemSchema.safeParse({ ...item, kind }).success).toBe(true);
    }
  });

  it('refuses a ref that is not a path on this site, with a sentence saying why', () => {
    expect(messages(progressItemSchema.safeParse({ ...item, ref: 'chords/C' }))).toContain(
      "ref must be a page path starting with '/'",
    );
    expect(messages(progressItemSchema.safeParse({ ...item, ref: '//evil.example/x' }))).toContain(
      'ref must stay on this site (no "//")',
    );
    expect(messages(progressItemSchema.safeParse({ ...item, ref: '/a b' }))).toContain(
      'ref must not contain spaces or control characters',
    );
    expect(messages(progressItemSchema.safeParse({ ...item, ref: '/' + 'x'.repeat(300) }))).toContain(
      'ref must be at most 300 characters',
    );
    expect(progressItemSchema.safeParse({ ...item, ref: '/' + 'x'.repeat(299) }).success).toBe(true);
  });

  it('refuses an unknown kind, an empty or overlong title, and extra fields', () => {
    expect(messages(progressItemSchema.safeParse({ ...item, kind: 'riff' }))[0]).toMatch(
      /^kind must be one of chord, scale/,
    );
    expect(messages(progressItemSchema.safeParse({ ...item, title: '   ' }))).toContain('title must not be empty');
    expect(messages(progressItemSchema.safeParse({ ...item, title: 'x'.repeat(121) }))).toContain(
      'title must be at most 120 characters',
    );
    expect(progressItemSchema.safeParse({ ...item, extra: 1 }).success).toBe(false);
  });
});

describe('practice events', () => {
  const logged = { item, minutes: 12.5, tempo: 90, practisedAt: '2025-03-01T18:30:00+01:00', note: 'clean changes' };

  it('accepts a practice with or without tempo and note', () => {
    expect(practiceLoggedSchema.safeParse(logged).success).toBe(true);
    expect(practiceLoggedSchema.safeParse({ item, minutes: 600, practisedAt: '2025-03-01T17:30:00Z' }).success).toBe(
      true,
    );
  });

  it('refuses minutes, tempo, time and note out of range', () => {
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, minutes: 0 }))).toContain(
      'minutes must be more than 0',
    );
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, minutes: 601 }))).toContain(
      'minutes must be at most 600',
    );
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, tempo: 39 }))).toContain(
      'tempo must be at least 40 bpm',
    );
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, tempo: 221 }))).toContain(
      'tempo must be at most 220 bpm',
    );
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, tempo: 90.5 }))).toContain(
      'tempo must be a whole number of beats per minute',
    );
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, practisedAt: 'yesterday' }))[0]).toMatch(
      /^practisedAt must be an ISO date-time/,
    );
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, practisedAt: '0000-01-01T10:00:00Z' }))).toContain(
      'practisedAt must be in 1900 or later',
    );
    expect(practiceLoggedSchema.safeParse({ ...logged, practisedAt: '9999-12-31T23:59:59Z' }).success).toBe(true);
    expect(messages(practiceLoggedSchema.safeParse({ ...logged, note: 'x'.repeat(501) }))).toContain(
      'note must be at most 500 characters',
    );
  });

  it('accepts a completed day only as a real date', () => {
    expect(dailyPracticeCompletedSchema.safeParse({ day: '2024-02-29', items: 4 }).success).toBe(true);
    // Postgres has no year 0: such a day used to answer 500 when stored.
    expect(messages(dailyPracticeCompletedSchema.safeParse({ day: '0000-01-01', items: 4 }))).toContain(
      'day must be in 1900 or later',
    );
    expect(dailyPracticeCompletedSchema.safeParse({ day: '1900-01-01', items: 4 }).success).toBe(true);
    expect(messages(dailyPracticeCompletedSchema.safeParse({ day: '2023-02-29', items: 4 }))).toContain(
      'day must be a real date written YYYY-MM-DD',
    );
    expect(messages(dailyPracticeCompletedSchema.safeParse({ day: '1/3/2025', items: 4 }))).toContain(
      'day must be a real date written YYYY-MM-DD',
    );
    expect(messages(dailyPracticeCompletedSchema.safeParse({ day: '2025-03-01', items: -1 }))).toContain(
      'items must not be negative',
    );
  });

  it('takes a practice back only by the UUID of its PracticeLogged', () => {
    expect(practiceRemovedSchema.safeParse({ loggedEventId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' }).success).toBe(
      true,
    );
    expect(messages(practiceRemovedSchema.safeParse({ loggedEventId: 'the last one' }))).toEqual([
      'loggedEventId must be the id of a logged practice',
    ]);
  });

  it('reads the learner day from the date part of practisedAt as written', () => {
    expect(dayOf('2025-03-01T23:30:00-05:00')).toBe('2025-03-01');
  });
});

describe('preferences and username', () => {
  it('accepts any subset of the savable preferences, including every preset tuning', () => {
    expect(TUNING_IDS).toHaveLength(16);
    for (const stringsTuning of TUNING_IDS)
      expect(preferencesChangedSchema.safeParse({ changes: { stringsTuning } }).success).toBe(true);
    const all = {
      hand: 'LEFT',
      pinMenuOpen: true,
      showColoredNotes: false,
      noteDisplay: 'DEGREES',
      background: 'sage',
      lowStringOnTop: true,
      neckDirection: 'DOWN',
      customTuning: 'D2 A2 D3 G3 A3 D4',
    };
    expect(preferencesChangedSchema.safeParse({ changes: all }).success).toBe(true);
    expect(preferencesChangedSchema.safeParse({ changes: { customTuning: null } }).success).toBe(true);
    expect(preferencesChangedSchema.safeParse({ changes: { neckDirection: 'DOWN' } }).success).toBe(true);
  });

  it('refuses an empty change, an unknown preference and a bad value', () => {
    expect(messages(preferencesChangedSchema.safeParse({ changes: {} }))).toContain(
      'changes must name at least one preference',
    );
    expect(preferencesChangedSchema.safeParse({ changes: { fontSize: 3 } }).success).toBe(false);
    expect(messages(preferencesChangedSchema.safeParse({ changes: { hand: 'BOTH' } }))).toContain(
      'hand must be LEFT or RIGHT',
    );
    expect(messages(preferencesChangedSchema.safeParse({ changes: { stringsTuning: 'OPEN_Z' } }))).toContain(
      'stringsTuning must be one of the preset tunings',
    );
    expect(preferencesChangedSchema.safeParse({ changes: { customTuning: '<script>' } }).success).toBe(false);
    expect(messages(preferencesChangedSchema.safeParse({ changes: { neckDirection: 'UP' } }))).toContain(
      'neckDirection must be one of ACROSS, DOWN',
    );
  });

  it('accepts usernames of 3 to 30 letters, digits, - and _ only', () => {
    for (const username of ['abc', 'Jimi_H-1969', 'x'.repeat(30)])
      expect(usernameSetSchema.safeParse({ username }).success).toBe(true);
    for (const username of ['ab', 'x'.repeat(31), 'has space', 'émile', 'a.b']) {
      expect(messages(usernameSetSchema.safeParse({ username }))).toEqual([
        'username must be 3 to 30 letters, digits, - or _',
      ]);
    }
  });
});

describe('the progress event union', () => {
  it('tells events apart by type and takes only the current schema', () => {
    const event = { type: 'FavouriteAdded', schema: 1, data: { item } };
    expect(progressEventSchema.parse(event)).toEqual(event);
    expect(progressEventSchema.safeParse({ ...event, schema: 2 }).success).toBe(false);
    expect(progressEventSchema.safeParse({ type: 'UsernameSet', schema: 1, data: { item } }).success).toBe(false);
    expect(favouriteAddedSchema.safeParse({ item, at: 'now' }).success).toBe(false);
  });
});

describe('scored runs', () => {
  const parse = (type: string, data: unknown) => progressEventSchema.safeParse({ type, schema: 1, data });
  const at = '2025-03-01T18:30:00+01:00';
  const item = { kind: 'scale', ref: '/scales/A/minor-pentatonic?position=box-1', title: 'A minor pentatonic' };

  it('accepts an exercise run, a quiz round and One Minute Changes as the screens record them', () => {
    expect(
      parse('ExerciseCompleted', {
        exercise: 'play-along',
        item,
        right: 16,
        wrong: 0,
        seconds: 32,
        tempo: 90,
        clean: true,
        completedAt: at,
      }).success,
    ).toBe(true);
    expect(
      parse('QuizRoundCompleted', {
        topic: 'notes',
        answers: [
          { string: 0, fret: 3, right: true, ms: 1800 },
          { right: false, ms: 4000 },
        ],
        completedAt: at,
      }).success,
    ).toBe(true);
    expect(parse('ChangesCounted', { chords: ['G', 'C'], changes: 31, seconds: 60, completedAt: at }).success).toBe(
      true,
    );
  });

  it('refuses runs no screen could have made, saying why', () => {
    const message = (result: ReturnType<typeof parse>) =>
      result.success ? '' : result.error.issues.map((i) => i.message).join('; ');
    expect(
      message(
        parse('ExerciseCompleted', { exercise: 'juggle', item, right: 1, wrong: 0, seconds: 3, completedAt: at }),
      ),
    ).toContain('exercise must be one of find-notes, name-note, play-along');
    expect(
      message(
        parse('ExerciseCompleted', { exercise: 'find-notes', item, right: 0, wrong: 0, seconds: 3, completedAt: at }),
      ),
    ).toContain('a run has at least one answer');
    expect(message(parse('QuizRoundCompleted', { topic: 'notes', answers: [], completedAt: at }))).toContain(
      'a round has at least one answer',
    );
    expect(
      message(parse('ChangesCounted', { chords: ['G', 'G'], changes: 3, seconds: 60, completedAt: at })),
    ).toContain('the two chords must differ');
    expect(
      message(parse('ChangesCounted', { chords: ['G', 'C'], changes: 3, seconds: 60, completedAt: 'yesterday' })),
    ).toContain('completedAt must be an ISO date-time');
  });
});
