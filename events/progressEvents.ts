/**
 * The events of a user's progress (favourites, learned items, practice, preferences,
 * username), as zod schemas of their `data`. One union, `ProgressEvent`, of
 * `{ type, schema, data }`; this file holds the current shape of each (schema 1). Older
 * shapes are lifted by the upcasters in `parseProgressEvent.ts`, never rewritten.
 */
import { z } from 'zod';
import { NECK_DIRECTIONS } from './neckDirections';
import { NOTE_DISPLAYS } from './noteDisplays';
import { TUNING_IDS } from './tuningIds';

/** The schema number every progress event is written with today. */
export const CURRENT_PROGRESS_SCHEMA = 1;

export const ITEM_KINDS = ['chord', 'scale', 'arpeggio', 'voicing', 'melody', 'song', 'lesson', 'root'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The page path + query that reopens an item: '/chords/C/maj7?voicing=2'. */
export const itemRefSchema = z
  .string({ error: 'ref must be a page path' })
  .min(1, { error: 'ref must not be empty' })
  .max(300, { error: 'ref must be at most 300 characters' })
  .startsWith('/', { error: "ref must be a page path starting with '/'" })
  .refine((ref) => !ref.startsWith('//') && !ref.startsWith('/\\'), { error: 'ref must stay on this site (no "//")' })
  // eslint-disable-next-line no-control-regex
  .refine((ref) => !/[\s\u0000-\u001f\u007f]/.test(ref), {
    error: 'ref must not contain spaces or control characters',
  });

/** Anything a learner can favourite, mark learned or practise. */
export const progressItemSchema = z.strictObject({
  kind: z.enum(ITEM_KINDS, { error: `kind must be one of ${ITEM_KINDS.join(', ')}` }),
  ref: itemRefSchema,
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .min(1, { error: 'title must not be empty' })
    .max(120, { error: 'title must be at most 120 characters' }),
});
export type ProgressItem = z.infer<typeof progressItemSchema>;

/** A calendar day, 'YYYY-MM-DD', checked to exist (no February 30th). */
/** A learner's record is dated 1900 or later (four-digit years, so up to 9999); Postgres has no year 0. */
const inRecordYears = (iso: string) => Number(iso.slice(0, 4)) >= 1900;

export const daySchema = z.iso
  .date({ error: 'day must be a real date written YYYY-MM-DD' })
  .refine(inRecordYears, { error: 'day must be in 1900 or later' });

export const HANDS = ['LEFT', 'RIGHT'] as const;
export const BACKGROUNDS = ['none', 'cream', 'sage', 'sky', 'slate'] as const;

/** The savable preferences; a change names any of them, only them. */
export const preferenceChangesSchema = z
  .strictObject({
    hand: z.enum(HANDS, { error: 'hand must be LEFT or RIGHT' }),
    pinMenuOpen: z.boolean({ error: 'pinMenuOpen must be true or false' }),
    showColoredNotes: z.boolean({ error: 'showColoredNotes must be true or false' }),
    stringsTuning: z.enum(TUNING_IDS, { error: 'stringsTuning must be one of the preset tunings' }),
    noteDisplay: z.enum(NOTE_DISPLAYS, { error: `noteDisplay must be one of ${NOTE_DISPLAYS.join(', ')}` }),
    background: z.enum(BACKGROUNDS, { error: `background must be one of ${BACKGROUNDS.join(', ')}` }),
    lowStringOnTop: z.boolean({ error: 'lowStringOnTop must be true or false' }),
    /** Added after the first events were stored; like every field here, a change may leave it out. */
    neckDirection: z.enum(NECK_DIRECTIONS, { error: `neckDirection must be one of ${NECK_DIRECTIONS.join(', ')}` }),
    /** Six pitches, lowest first ("D2 A2 D3 G3 A3 D4"), or null to go back to the preset. */
    customTuning: z
      .string()
      .max(80, { error: 'customTuning must be at most 80 characters' })
      .regex(/^[A-Ga-g#b0-9 ,]+$/, { error: 'customTuning must be note names such as "D2 A2 D3 G3 A3 D4"' })
      .nullable(),
  })
  .partial();
export type PreferenceChanges = z.infer<typeof preferenceChangesSchema>;
export type PreferenceName = keyof PreferenceChanges;

// The data of each event (schema 1).
export const favouriteAddedSchema = z.strictObject({ item: progressItemSchema });
export const favouriteRemovedSchema = z.strictObject({ item: progressItemSchema });
export const itemLearnedSchema = z.strictObject({ item: progressItemSchema });
export const itemUnlearnedSchema = z.strictObject({ item: progressItemSchema });

export const practiceLoggedSchema = z.strictObject({
  item: progressItemSchema,
  minutes: z
    .number({ error: 'minutes must be a number' })
    .gt(0, { error: 'minutes must be more than 0' })
    .lte(600, { error: 'minutes must be at most 600' }),
  tempo: z
    .number({ error: 'tempo must be a number' })
    .int({ error: 'tempo must be a whole number of beats per minute' })
    .min(40, { error: 'tempo must be at least 40 bpm' })
    .max(220, { error: 'tempo must be at most 220 bpm' })
    .optional(),
  /** With the learner's own UTC offset, so its date part is the learner's day (see `dayOf`). */
  practisedAt: z.iso
    .datetime({
      offset: true,
      error: 'practisedAt must be an ISO date-time such as 2025-03-01T18:30:00+01:00',
    })
    .refine(inRecordYears, { error: 'practisedAt must be in 1900 or later' }),
  note: z.string({ error: 'note must be text' }).max(500, { error: 'note must be at most 500 characters' }).optional(),
});

/** A logged practice taken back (the Daily Practice List's remove): names the PracticeLogged by its event id. */
export const practiceRemovedSchema = z.strictObject({
  loggedEventId: z
    .uuid({ error: 'loggedEventId must be the id of a logged practice' })
    .transform((id) => id.toLowerCase()), // event ids are kept lower-cased
});

export const dailyPracticeCompletedSchema = z.strictObject({
  day: daySchema,
  items: z
    .number({ error: 'items must be a number' })
    .int({ error: 'items must be a whole number' })
    .min(0, { error: 'items must not be negative' })
    .max(100, { error: 'items must be at most 100' }),
});

export const preferencesChangedSchema = z.strictObject({
  changes: preferenceChangesSchema.refine((changes) => Object.keys(changes).length > 0, {
    error: 'changes must name at least one preference',
  }),
});

/** When a scored run ended, with the learner's own UTC offset (like `practisedAt`). */
const completedAtSchema = z.iso
  .datetime({ offset: true, error: 'completedAt must be an ISO date-time such as 2025-03-01T18:30:00+01:00' })
  .refine(inRecordYears, { error: 'completedAt must be in 1900 or later' });
const countSchema = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must not be negative` })
    .max(max, { error: `${name} must be at most ${max}` });
const secondsSchema = z
  .number({ error: 'seconds must be a number' })
  .gt(0, { error: 'seconds must be more than 0' })
  .lte(3600, { error: 'seconds must be at most 3600' });

/** The exercises of learning mode, done on a pattern's neck. */
export const EXERCISE_KINDS = ['find-notes', 'name-note', 'play-along'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/**
 * A finished learning-mode run on a pattern (a chord, scale, arpeggio or root page, or a
 * lesson step, named by its item): how many taps or answers were right and wrong, how long
 * it took, and for play-along the tempo and whether the run was clean (no mistake).
 */
export const exerciseCompletedSchema = z
  .strictObject({
    exercise: z.enum(EXERCISE_KINDS, { error: `exercise must be one of ${EXERCISE_KINDS.join(', ')}` }),
    item: progressItemSchema,
    right: countSchema('right', 1000),
    wrong: countSchema('wrong', 1000),
    seconds: secondsSchema,
    tempo: z
      .number({ error: 'tempo must be a number' })
      .int({ error: 'tempo must be a whole number of beats per minute' })
      .min(30, { error: 'tempo must be at least 30 bpm' })
      .max(300, { error: 'tempo must be at most 300 bpm' })
      .optional(),
    clean: z.boolean({ error: 'clean must be true or false' }).optional(),
    completedAt: completedAtSchema,
  })
  .refine((run) => run.right + run.wrong > 0, { error: 'a run has at least one answer' });

export const QUIZ_TOPICS = ['notes', 'intervals', 'chords', 'ear'] as const;
export type QuizTopic = (typeof QUIZ_TOPICS)[number];

/** One answer of a quiz round, with the place on the neck it was about when it had one (for the heat map). */
export const quizAnswerSchema = z.strictObject({
  string: z.number().int().min(0).max(5).optional(),
  fret: z.number().int().min(0).max(24).optional(),
  right: z.boolean({ error: 'right must be true or false' }),
  /** How long the answer took, in milliseconds. */
  ms: countSchema('ms', 600_000),
});

/** A finished quiz round: its topic and every answer, in order. */
export const quizRoundCompletedSchema = z.strictObject({
  topic: z.enum(QUIZ_TOPICS, { error: `topic must be one of ${QUIZ_TOPICS.join(', ')}` }),
  answers: z
    .array(quizAnswerSchema)
    .min(1, { error: 'a round has at least one answer' })
    .max(50, { error: 'a round has at most 50 answers' }),
  completedAt: completedAtSchema,
});

const chordSymbolSchema = z
  .string({ error: 'a chord must be a chord symbol' })
  .regex(/^[A-G](#|b)?[A-Za-z0-9#+\-/()]{0,16}$/, { error: 'a chord must be a symbol such as G, F#m or Cmaj7' });

/** One Minute Changes: the clean changes counted between two chords in the time given (60 s by default). */
export const changesCountedSchema = z
  .strictObject({
    chords: z.tuple([chordSymbolSchema, chordSymbolSchema], { error: 'chords must be two chord symbols' }),
    changes: countSchema('changes', 600),
    seconds: secondsSchema,
    completedAt: completedAtSchema,
  })
  .refine((run) => run.chords[0] !== run.chords[1], { error: 'the two chords must differ' });

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
export const usernameSchema = z
  .string({ error: 'username must be text' })
  .regex(USERNAME_PATTERN, { error: 'username must be 3 to 30 letters, digits, - or _' });
export const usernameSetSchema = z.strictObject({ username: usernameSchema });

/** The current data schema of each event type. */
export const progressDataSchemas = {
  FavouriteAdded: favouriteAddedSchema,
  FavouriteRemoved: favouriteRemovedSchema,
  ItemLearned: itemLearnedSchema,
  ItemUnlearned: itemUnlearnedSchema,
  PracticeLogged: practiceLoggedSchema,
  PracticeRemoved: practiceRemovedSchema,
  DailyPracticeCompleted: dailyPracticeCompletedSchema,
  PreferencesChanged: preferencesChangedSchema,
  UsernameSet: usernameSetSchema,
  ExerciseCompleted: exerciseCompletedSchema,
  QuizRoundCompleted: quizRoundCompletedSchema,
  ChangesCounted: changesCountedSchema,
} as const;

export type ProgressEventType = keyof typeof progressDataSchemas;
export const PROGRESS_EVENT_TYPES = Object.keys(progressDataSchemas) as ProgressEventType[];

export function isProgressEventType(type: string): type is ProgressEventType {
  return Object.prototype.hasOwnProperty.call(progressDataSchemas, type);
}

const eventOf = <T extends ProgressEventType>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    schema: z.literal(CURRENT_PROGRESS_SCHEMA),
    data: progressDataSchemas[type],
  });

/** A progress event in its current shape. */
export const progressEventSchema = z.discriminatedUnion('type', [
  eventOf('FavouriteAdded'),
  eventOf('FavouriteRemoved'),
  eventOf('ItemLearned'),
  eventOf('ItemUnlearned'),
  eventOf('PracticeLogged'),
  eventOf('PracticeRemoved'),
  eventOf('DailyPracticeCompleted'),
  eventOf('PreferencesChanged'),
  eventOf('UsernameSet'),
  eventOf('ExerciseCompleted'),
  eventOf('QuizRoundCompleted'),
  eventOf('ChangesCounted'),
]);
export type ProgressEvent = z.infer<typeof progressEventSchema>;
export type ProgressEventOf<T extends ProgressEventType> = Extract<ProgressEvent, { type: T }>;
export type ProgressEventData<T extends ProgressEventType> = ProgressEventOf<T>['data'];

/** The learner's day of a practice: the date part of `practisedAt`, as the learner wrote it. */
export const dayOf = (isoDateTime: string): string => isoDateTime.slice(0, 10);
