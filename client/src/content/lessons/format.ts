/**
 * The lesson format. A lesson is data, not a component: one file per lesson,
 * `content/lessons/<category>/<slug>.ts`, whose default export is `defineLesson({...})`.
 * One lesson screen renders them all; `lessonProblems` (validate.ts) checks each against
 * the theory engine, and the build and the tests fail on any problem.
 *
 * A step is a fretboard state, the same one the pattern pages and rooms show (a pattern,
 * a tuning, marked notes, a note display), so every step is a link (`?step=3`) and the
 * tone panel can play it. A step may end in an exercise the learner does on that neck.
 */
import type { NoteDisplay } from '#events/noteDisplays';
import type { PatternKind } from '#events/patternKinds';
import type { TuningId } from '../../theory';

/** A pattern on the neck, as the pattern pages name it. */
export interface StepPattern {
  kind: PatternKind;
  /** A note name: "C", "F#", "Bb". */
  root: string;
  /** Chord type for a chord or an arpeggio ("major", "m7"), scale type for a scale ("major", "minor pentatonic"); unused for a root. */
  type?: string;
  /** A chord's voicing by its frets, low string first, as books write it: "x32010". Absent: the first-ranked voicing. */
  shape?: string;
  /** A scale's or arpeggio's position by its id ("caged-c", "box-1", "3nps-2", "frets-5-8"). Absent: the whole neck. */
  position?: string;
}

/** A place on the neck: string 0 is the lowest-pitched, fret 0 is the open string. */
export interface StepPlace {
  string: number;
  fret: number;
}

/** What the neck shows for one step. */
export interface StepNeck {
  pattern?: StepPattern;
  /** A preset tuning; absent is standard tuning. */
  tuning?: TuningId;
  /** Notes marked on top of the pattern (or alone, with no pattern). */
  marked?: readonly StepPlace[];
  /** How notes are labelled for this step; absent is the learner's own preference. */
  noteDisplay?: NoteDisplay;
}

/** An exercise at the end of a step, done on the step's neck (learning mode). */
export type StepExercise =
  /** The pattern's notes hidden; the learner taps them, in order for a scale run or an arpeggio. */
  | { kind: 'find-notes'; ordered?: boolean }
  /** One position lights; the learner names it (its note, its interval to the root, or its degree). */
  | { kind: 'name-note'; ask: 'name' | 'interval' | 'degree' }
  /** The pattern plays at a tempo; the learner taps in time; the tempo rises after a clean run. */
  | { kind: 'play-along'; bpm: number }
  /** One Minute Changes between two chords, each named by its symbol ("G", "Cmaj7", "F#m"). */
  | { kind: 'one-minute-changes'; chords: readonly [string, string] };

export interface LessonStep {
  /** A short heading: "The open strings". */
  title: string;
  /** Paragraphs of plain text, a few sentences each. */
  text: readonly string[];
  neck: StepNeck;
  exercise?: StepExercise;
}

export const LESSON_LEVELS = ['first-steps', 'beginner', 'improver', 'intermediate'] as const;
export type LessonLevel = (typeof LESSON_LEVELS)[number];

export interface Lesson {
  /** Its category's slug, the folder the file is in. */
  category: string;
  /** The file's name without `.ts`: the last segment of the lesson's path. */
  slug: string;
  /** Its place in the category, from 1. */
  order: number;
  title: string;
  /** One or two sentences: what the learner will be able to do. */
  summary: string;
  level: LessonLevel;
  /** Lessons worth taking first, as "category/slug". */
  after?: readonly string[];
  steps: readonly LessonStep[];
}

/** A lesson file's default export: the lesson as written, checked by the type checker. */
export const defineLesson = (lesson: Lesson): Lesson => lesson;

/** The path of a lesson, `/learning/<category>/<slug>`. */
export const lessonPath = (lesson: Pick<Lesson, 'category' | 'slug'>): string =>
  `/learning/${lesson.category}/${lesson.slug}`;
