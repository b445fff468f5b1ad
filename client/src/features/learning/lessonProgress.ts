/**
 * The learner's progress through the curriculum, as pure reads of what they marked learned:
 * a lesson counts when its page's "Learned" toggle is on (a progress item of kind `lesson`
 * whose ref is the lesson's path, `/learning/<category>/<slug>`), on the device or in the
 * account alike.
 */
import type { ProgressItem } from '#events/progressEvents';
import type { LessonCategory } from '../../content/lessons/categories';
import { lessonPath, type Lesson } from '../../content/lessons/format';

/** The refs of the lessons marked learned. */
export function learnedLessonRefs(learned: readonly ProgressItem[]): ReadonlySet<string> {
  return new Set(learned.filter((item) => item.kind === 'lesson').map((item) => item.ref));
}

export const isLessonLearned = (lesson: Lesson, learned: ReadonlySet<string>) => learned.has(lessonPath(lesson));

export interface CategoryProgress {
  category: LessonCategory;
  /** Its lessons in their order. */
  lessons: Lesson[];
  learned: number;
}

/** A category's lessons in their order. */
export const lessonsIn = (lessons: Iterable<Lesson>, category: string): Lesson[] =>
  [...lessons].filter((lesson) => lesson.category === category).sort((a, b) => a.order - b.order);

/** Each category that has lessons, in curriculum order, with how many of them are learned. */
export function curriculumProgress(
  categories: readonly LessonCategory[],
  lessons: Iterable<Lesson>,
  learned: ReadonlySet<string>,
): CategoryProgress[] {
  const all = [...lessons];
  return categories
    .map((category) => {
      const own = lessonsIn(all, category.slug);
      return { category, lessons: own, learned: own.filter((lesson) => isLessonLearned(lesson, learned)).length };
    })
    .filter((entry) => entry.lessons.length > 0);
}

/**
 * The lesson to take next: the first not learned on the beginner path, else the first not
 * learned in curriculum order; undefined when every lesson is learned.
 */
export function nextLesson(
  lessons: ReadonlyMap<string, Lesson>,
  categories: readonly LessonCategory[],
  beginnerPath: readonly string[],
  learned: ReadonlySet<string>,
): Lesson | undefined {
  const onPath = beginnerPath.map((ref) => lessons.get(ref)).filter((lesson) => lesson !== undefined);
  const inOrder = categories.flatMap((category) => lessonsIn(lessons.values(), category.slug));
  return [...onPath, ...inOrder].find((lesson) => !isLessonLearned(lesson, learned));
}

/** The lesson after this one in its category, or undefined for the last. */
export function followingLesson(lessons: Iterable<Lesson>, lesson: Lesson): Lesson | undefined {
  const own = lessonsIn(lessons, lesson.category);
  const index = own.findIndex((other) => other.slug === lesson.slug);
  return index >= 0 ? own[index + 1] : undefined;
}
