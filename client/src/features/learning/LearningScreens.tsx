/** The Learning screen (the categories, progress, the next lesson, the beginner path) and a Learning Category screen. */
import { getRouteApi, Link } from '@tanstack/react-router';
import { Page } from '../../layout/Page';
import { NotFoundScreen } from '../../routes/notFound';
import { paths } from '../../routes/paths';
import { BEGINNER_PATH, LESSON_CATEGORIES, LESSONS, type Lesson, type LessonLevel } from '../../content/lessons';
import { useProgress } from '../progress';
import { curriculumProgress, isLessonLearned, learnedLessonRefs, lessonsIn, nextLesson } from './lessonProgress';
import './learning.css';

const categoryRoute = getRouteApi(paths.learningCategory);

export const LEVEL_LABELS: Record<LessonLevel, string> = {
  'first-steps': 'First steps',
  beginner: 'Beginner',
  improver: 'Improver',
  intermediate: 'Intermediate',
};

const categoryTitle = (slug: string) => LESSON_CATEGORIES.find((c) => c.slug === slug)?.title ?? slug;

/** The learned lesson refs once the learner's progress has loaded (null until then: no count is better than a wrong one). */
function useLearned(): ReadonlySet<string> | null {
  const view = useProgress();
  return view.ready ? learnedLessonRefs(view.state.learned) : null;
}

export function LessonLink({ lesson }: { lesson: Lesson }) {
  return (
    <Link to="/learning/$category/$pattern" params={{ category: lesson.category, pattern: lesson.slug }}>
      {lesson.title}
    </Link>
  );
}

function LearnedMark({ learned }: { learned: boolean | null }) {
  return learned ? (
    <span className="lesson-learned">
      <span aria-hidden="true">✓ </span>Learned
    </span>
  ) : null;
}

export function LearningScreen() {
  const learned = useLearned();
  const categories = curriculumProgress(LESSON_CATEGORIES, LESSONS.values(), learned ?? new Set());
  const next = learned ? nextLesson(LESSONS, LESSON_CATEGORIES, BEGINNER_PATH, learned) : undefined;
  const path = BEGINNER_PATH.map((ref) => LESSONS.get(ref)).filter((lesson) => lesson !== undefined);
  return (
    <Page screen="Learning" lead="Lessons that build on each other: from your first chords to the whole neck.">
      <section className="learning-next" aria-labelledby="learning-next">
        <h2 id="learning-next">Your next lesson</h2>
        {learned === null ? (
          <p className="loading" role="status">
            Reading your progress…
          </p>
        ) : next ? (
          <p>
            <LessonLink lesson={next} /> <span className="lesson-meta">({categoryTitle(next.category)})</span>:{' '}
            {next.summary}
          </p>
        ) : (
          <p>You have learned every lesson. Go back to any of them to practise it again.</p>
        )}
      </section>
      {path.length > 0 ? (
        <section aria-labelledby="learning-path">
          <h2 id="learning-path">New to the guitar? Start here</h2>
          <ol className="learning-path">
            {path.map((lesson) => (
              <li key={`${lesson.category}/${lesson.slug}`}>
                <LessonLink lesson={lesson} /> <LearnedMark learned={learned && isLessonLearned(lesson, learned)} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="learning-categories">
        <h2 id="learning-categories">Categories</h2>
        <ol className="learning-categories">
          {categories.map(({ category, lessons, learned: count }) => (
            <li key={category.slug}>
              <h3>
                <Link to="/learning/$category" params={{ category: category.slug }}>
                  {category.title}
                </Link>
              </h3>
              <p>{category.summary}</p>
              <p className="lesson-meta">
                {learned === null
                  ? `${lessons.length} ${lessons.length === 1 ? 'lesson' : 'lessons'}`
                  : `${count} of ${lessons.length} learned`}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </Page>
  );
}

export function LearningCategoryScreen() {
  const { category: slug } = categoryRoute.useParams();
  const learned = useLearned();
  const category = LESSON_CATEGORIES.find((c) => c.slug === slug);
  const lessons = category ? lessonsIn(LESSONS.values(), category.slug) : [];
  if (!category) return <NotFoundScreen />;
  return (
    <Page screen="Learning Category" title={category.title} lead={category.summary}>
      <p>
        <Link to="/learning">All categories</Link>
      </p>
      {lessons.length === 0 ? <p>The lessons of this category are being written.</p> : null}
      <ol className="learning-lessons">
        {lessons.map((lesson) => (
          <li key={lesson.slug}>
            <h2>
              <LessonLink lesson={lesson} />
            </h2>
            <p>{lesson.summary}</p>
            <p className="lesson-meta">
              {LEVEL_LABELS[lesson.level]} · {lesson.steps.length} steps{' '}
              <LearnedMark learned={learned && isLessonLearned(lesson, learned)} />
            </p>
          </li>
        ))}
      </ol>
    </Page>
  );
}
