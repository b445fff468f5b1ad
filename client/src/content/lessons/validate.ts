/**
 * What is wrong with a lesson, in sentences an author can act on ("step 3: C xyz is not a
 * chord type"). Empty when the lesson is sound. Checked against the theory engine, so a
 * step that names a chord, scale, position, shape or tuning the neck cannot show fails the
 * tests and the build (scripts/checkLessons.ts) instead of a learner's screen.
 */
import { Note } from 'tonal';
import { NOTE_DISPLAYS } from '#events/noteDisplays';
import { PATTERN_KINDS } from '#events/patternKinds';
import {
  arpeggioShapes,
  chordVoicings,
  isTuningId,
  MAX_FRET,
  parseFrets,
  resolveChordType,
  resolveScaleType,
  sameFrets,
  scaleShapes,
  STRING_COUNT,
} from '../../theory';
import { LESSON_CATEGORIES } from './categories';
import { LESSON_LEVELS, type Lesson, type LessonStep, type StepPattern } from './format';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_STEPS = 24;
const MAX_PARAGRAPH = 700;

const isNote = (root: string) => {
  const note = Note.get(root);
  return !note.empty && note.oct === undefined && /^[A-G](#|b)?$/.test(root);
};

/** A chord symbol as a step names it for One Minute Changes: "G", "F#m", "Cmaj7", "Bb7". */
export function splitChordSymbol(symbol: string): { root: string; type: string } | null {
  const match = /^([A-G](?:#|b)?)(.*)$/.exec(symbol);
  if (!match) return null;
  const type = match[2] === '' ? 'major' : match[2]!;
  return resolveChordType(type) ? { root: match[1]!, type } : null;
}

function patternProblems(pattern: StepPattern, tuning: string | undefined): string[] {
  const problems: string[] = [];
  if (!PATTERN_KINDS.includes(pattern.kind)) return [`"${pattern.kind}" is not a pattern kind`];
  if (!isNote(pattern.root)) return [`"${pattern.root}" is not a note name (C, F#, Bb)`];
  const name = `${pattern.root} ${pattern.type ?? ''}`.trim();
  if (pattern.kind === 'root') {
    if (pattern.type || pattern.shape || pattern.position)
      problems.push('a root pattern takes no type, shape or position');
    return problems;
  }
  if (!pattern.type) return [`a ${pattern.kind} needs a type`];
  if (pattern.kind === 'chord') {
    if (pattern.position) problems.push('a chord takes a shape, not a position');
    if (!resolveChordType(pattern.type)) return [...problems, `"${pattern.type}" is not a chord type`];
    const voicings = chordVoicings(pattern.root, pattern.type, tuning);
    if (voicings.length === 0) return [...problems, `${name} has no voicing in this tuning`];
    if (pattern.shape !== undefined) {
      const frets = parseFrets(pattern.shape);
      if (!frets) problems.push(`shape "${pattern.shape}" is not six frets such as x32010`);
      else if (!voicings.some((v) => sameFrets(v.frets, frets)))
        problems.push(`shape ${pattern.shape} is not a voicing of ${name} in this tuning`);
    }
    return problems;
  }
  if (pattern.shape) problems.push(`a ${pattern.kind} takes a position, not a shape`);
  const known = pattern.kind === 'scale' ? resolveScaleType(pattern.type) : resolveChordType(pattern.type);
  if (!known) return [...problems, `"${pattern.type}" is not a ${pattern.kind === 'scale' ? 'scale' : 'chord'} type`];
  const shapes =
    pattern.kind === 'scale'
      ? scaleShapes(pattern.root, pattern.type, tuning)
      : arpeggioShapes(pattern.root, pattern.type, tuning);
  if (shapes.length === 0) problems.push(`${name} cannot be shown in this tuning`);
  else if (pattern.position !== undefined && !shapes.some((s) => s.id === pattern.position))
    problems.push(
      `position "${pattern.position}" is not one of ${name}'s positions (${shapes.map((s) => s.id).join(', ')})`,
    );
  return problems;
}

function stepProblems(step: LessonStep): string[] {
  const problems: string[] = [];
  if (!step.title.trim()) problems.push('has no title');
  if (step.text.length === 0 || step.text.some((p) => !p.trim())) problems.push('has an empty paragraph or no text');
  for (const p of step.text)
    if (p.length > MAX_PARAGRAPH) problems.push(`has a paragraph over ${MAX_PARAGRAPH} characters: split it`);
  const { neck } = step;
  if (neck.tuning !== undefined && !isTuningId(neck.tuning)) problems.push(`"${neck.tuning}" is not a preset tuning`);
  if (neck.noteDisplay !== undefined && !NOTE_DISPLAYS.includes(neck.noteDisplay))
    problems.push(`"${neck.noteDisplay}" is not a note display`);
  if (neck.pattern) problems.push(...patternProblems(neck.pattern, neck.tuning));
  for (const place of neck.marked ?? []) {
    if (!Number.isInteger(place.string) || place.string < 0 || place.string >= STRING_COUNT)
      problems.push(`marks string ${place.string}: strings are 0 (lowest) to ${STRING_COUNT - 1}`);
    if (!Number.isInteger(place.fret) || place.fret < 0 || place.fret > MAX_FRET)
      problems.push(`marks fret ${place.fret}: frets are 0 to ${MAX_FRET}`);
  }
  if (!neck.pattern && (neck.marked ?? []).length === 0)
    problems.push('shows an empty neck: give it a pattern or marked notes');
  const exercise = step.exercise;
  if (exercise) {
    if ((exercise.kind === 'find-notes' || exercise.kind === 'play-along') && !neck.pattern)
      problems.push(`has a ${exercise.kind} exercise but no pattern to do it on`);
    if (exercise.kind === 'name-note' && !neck.pattern && (neck.marked ?? []).length === 0)
      problems.push('has a name-note exercise but no notes to ask about');
    if (
      exercise.kind === 'play-along' &&
      !(Number.isInteger(exercise.bpm) && exercise.bpm >= 30 && exercise.bpm <= 240)
    )
      problems.push('plays along at a tempo outside 30 to 240 BPM');
    if (exercise.kind === 'one-minute-changes') {
      for (const symbol of exercise.chords) {
        const chord = splitChordSymbol(symbol);
        if (!chord) problems.push(`"${symbol}" is not a chord symbol`);
        else if (chordVoicings(chord.root, chord.type, neck.tuning).length === 0)
          problems.push(`"${symbol}" has no voicing in this tuning`);
      }
      if (exercise.chords[0] === exercise.chords[1]) problems.push('changes between a chord and itself');
    }
  }
  return problems;
}

/** The problems of one lesson, read on its own; `file` is where it was found ("the-neck/open-strings"). */
export function lessonProblems(lesson: Lesson, file?: string): string[] {
  const problems: string[] = [];
  if (file !== undefined && file !== `${lesson.category}/${lesson.slug}`)
    problems.push(`its file is ${file}.ts, but it says it is ${lesson.category}/${lesson.slug}`);
  if (!LESSON_CATEGORIES.some((c) => c.slug === lesson.category))
    problems.push(`"${lesson.category}" is not a category`);
  if (!SLUG.test(lesson.slug)) problems.push(`"${lesson.slug}" is not a slug (lower-case words joined by hyphens)`);
  if (!lesson.title.trim() || lesson.title.length > 80) problems.push('needs a title of 1 to 80 characters');
  if (!lesson.summary.trim()) problems.push('needs a summary');
  if (!LESSON_LEVELS.includes(lesson.level)) problems.push(`"${lesson.level}" is not a level`);
  if (!Number.isInteger(lesson.order) || lesson.order < 1) problems.push('needs an order of 1 or more');
  if (lesson.steps.length < 2 || lesson.steps.length > MAX_STEPS) problems.push(`needs 2 to ${MAX_STEPS} steps`);
  lesson.steps.forEach((step, i) => problems.push(...stepProblems(step).map((p) => `step ${i + 1} ${p}`)));
  return problems;
}

/** The problems of the whole curriculum: each lesson's, and the links between them. */
export function curriculumProblems(lessons: ReadonlyMap<string, Lesson>, beginnerPath: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [file, lesson] of lessons) {
    problems.push(...lessonProblems(lesson, file).map((p) => `${file}: ${p}`));
    for (const ref of lesson.after ?? [])
      if (!lessons.has(ref)) problems.push(`${file}: comes after "${ref}", which is not a lesson`);
  }
  const orders = new Map<string, number[]>();
  for (const lesson of lessons.values())
    orders.set(lesson.category, [...(orders.get(lesson.category) ?? []), lesson.order]);
  for (const [category, list] of orders)
    if (new Set(list).size !== list.length) problems.push(`${category}: two lessons share an order`);
  for (const ref of beginnerPath)
    if (!lessons.has(ref)) problems.push(`the beginner path names "${ref}", which is not a lesson`);
  return problems;
}
