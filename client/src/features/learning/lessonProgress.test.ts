import { describe, expect, it } from 'vitest';
import type { ProgressItem } from '#events/progressEvents';
import type { LessonCategory } from '../../content/lessons/categories';
import type { Lesson } from '../../content/lessons/format';
import { curriculumProgress, followingLesson, learnedLessonRefs, nextLesson } from './lessonProgress';

const categories: LessonCategory[] = [
  { slug: 'the-neck', title: 'The neck', summary: 'Strings and frets.' },
  { slug: 'open-chords', title: 'Open chords', summary: 'First chords.' },
  { slug: 'tunings', title: 'Tunings', summary: 'Other tunings.' },
];

const lesson = (category: string, slug: string, order: number): Lesson => ({
  category,
  slug,
  order,
  title: slug,
  summary: `${slug}.`,
  level: 'first-steps',
  steps: [],
});

// Written out of order, as files are found: the order field decides.
const lessons = new Map(
  [
    lesson('the-neck', 'naturals', 2),
    lesson('the-neck', 'open-strings', 1),
    lesson('open-chords', 'e-minor', 1),
    lesson('open-chords', 'a-minor', 2),
    lesson('open-chords', 'changes', 3),
  ].map((l) => [`${l.category}/${l.slug}`, l]),
);

const item = (kind: ProgressItem['kind'], ref: string): ProgressItem => ({ kind, ref, title: ref });

describe('progress through the curriculum', () => {
  it('counts the lessons marked learned in each category that has lessons, in curriculum order', () => {
    const learned = learnedLessonRefs([
      item('lesson', '/learning/open-chords/a-minor'),
      item('lesson', '/learning/open-chords/e-minor'),
      item('lesson', '/learning/the-neck/no-such-lesson'),
    ]);
    const progress = curriculumProgress(categories, lessons.values(), learned);
    expect(progress.map((p) => [p.category.slug, p.learned, p.lessons.length])).toEqual([
      ['the-neck', 0, 2],
      ['open-chords', 2, 3],
    ]);
    expect(progress[0]!.lessons.map((l) => l.slug)).toEqual(['open-strings', 'naturals']);
  });

  it('counts only lesson items: a learned chord page with the same path does not count', () => {
    const learned = learnedLessonRefs([item('chord', '/learning/the-neck/open-strings')]);
    expect(curriculumProgress(categories, lessons.values(), learned)[0]!.learned).toBe(0);
  });

  it('offers the first lesson not learned on the beginner path, then in curriculum order, then none', () => {
    const path = ['open-chords/e-minor', 'the-neck/open-strings'];
    expect(nextLesson(lessons, categories, path, new Set())?.slug).toBe('e-minor');
    expect(nextLesson(lessons, categories, path, new Set(['/learning/open-chords/e-minor']))?.slug).toBe(
      'open-strings',
    );
    const pathDone = new Set(['/learning/open-chords/e-minor', '/learning/the-neck/open-strings']);
    expect(nextLesson(lessons, categories, path, pathDone)?.slug).toBe('naturals');
    expect(nextLesson(lessons, categories, [], new Set())?.slug).toBe('open-strings');
    const all = new Set([...lessons.values()].map((l) => `/learning/${l.category}/${l.slug}`));
    expect(nextLesson(lessons, categories, path, all)).toBeUndefined();
  });

  it('finds the next lesson of a category, and none after the last', () => {
    expect(followingLesson(lessons.values(), lessons.get('open-chords/e-minor')!)?.slug).toBe('a-minor');
    expect(followingLesson(lessons.values(), lessons.get('open-chords/changes')!)).toBeUndefined();
  });
});
