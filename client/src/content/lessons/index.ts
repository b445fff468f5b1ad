/**
 * Every lesson, read from the lesson files (`<category>/<slug>.ts`, found by Vite at build
 * time: adding a lesson is adding a file). Import this only from lazily loaded screens: it
 * carries the whole curriculum.
 */
import { LESSON_CATEGORIES } from './categories';
import type { Lesson } from './format';

const files = import.meta.glob<Lesson>('./*/*.ts', { eager: true, import: 'default' });

/** Lessons by "category/slug". */
export const LESSONS: ReadonlyMap<string, Lesson> = new Map(
  Object.entries(files).map(([path, lesson]) => [path.replace(/^\.\//, '').replace(/\.ts$/, ''), lesson]),
);

/** A category's lessons in their order. */
export const lessonsOf = (category: string): Lesson[] =>
  [...LESSONS.values()].filter((l) => l.category === category).sort((a, b) => a.order - b.order);

/** The categories that have lessons, in curriculum order. */
export const categoriesWithLessons = () => LESSON_CATEGORIES.filter((c) => lessonsOf(c.slug).length > 0);

export { BEGINNER_PATH, LESSON_CATEGORIES } from './categories';
export type { LessonCategory } from './categories';
export * from './format';
export { curriculumProblems, lessonProblems, splitChordSymbol } from './validate';
