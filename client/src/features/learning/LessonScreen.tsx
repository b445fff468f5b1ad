/** A lesson: its steps one at a time, each a live fretboard; the step is in the link (`?step=3`). */
import { lazy, Suspense } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { LESSON_CATEGORIES, LESSONS, lessonPath, type Lesson } from '../../content/lessons';
import { Page } from '../../layout/Page';
import { NotFoundScreen } from '../../routes/notFound';
import { paths } from '../../routes/paths';
import { LazyProgressPanel } from '../progress/lazy';
import { LessonLink, LEVEL_LABELS } from './LearningScreens';
import { followingLesson } from './lessonProgress';
import { stepNumber } from './stepParam';
import { StepExercise } from './StepExercise';
import { StepNeck } from './StepNeck';
import './learning.css';

const lessonRoute = getRouteApi(paths.learningPattern);

// Loaded only on a step that has the exercise.
const OneMinuteChanges = lazy(() => import('../one-minute-changes').then((m) => ({ default: m.OneMinuteChanges })));

/** Previous and next step, or at the last step the next lesson of the category (or the category). */
function StepButtons({ lesson, number }: { lesson: Lesson; number: number }) {
  const count = lesson.steps.length;
  const following = number === count ? followingLesson(LESSONS.values(), lesson) : undefined;
  const category = LESSON_CATEGORIES.find((c) => c.slug === lesson.category);
  return (
    <div className="stepper lesson-stepper">
      <Link
        to="."
        search={{ step: number - 1 }}
        disabled={number === 1}
        className="button-secondary"
        aria-label="Previous step"
      >
        ‹ Previous
      </Link>
      <span role="status">
        Step {number} of {count}
      </span>
      {number < count ? (
        <Link to="." search={{ step: number + 1 }} className="button-secondary" aria-label="Next step">
          Next ›
        </Link>
      ) : following ? (
        <Link
          to="/learning/$category/$pattern"
          params={{ category: following.category, pattern: following.slug }}
          className="button-secondary"
        >
          Next lesson: {following.title} ›
        </Link>
      ) : (
        <Link to="/learning/$category" params={{ category: lesson.category }} className="button-secondary">
          Back to {category?.title ?? 'the category'}
        </Link>
      )}
    </div>
  );
}

export function LessonScreen() {
  const { category, pattern } = lessonRoute.useParams();
  const search = lessonRoute.useSearch();
  const lesson = LESSONS.get(`${category}/${pattern}`);
  if (!lesson || lesson.category !== category || lesson.slug !== pattern) return <NotFoundScreen />;
  const number = stepNumber(search.step, lesson.steps.length);
  const step = lesson.steps[number - 1]!;
  const categoryTitle = LESSON_CATEGORIES.find((c) => c.slug === lesson.category)?.title ?? lesson.category;
  const first = (lesson.after ?? []).map((ref) => LESSONS.get(ref)).filter((l) => l !== undefined);
  return (
    <Page screen="Lesson" title={lesson.title} lead={lesson.summary}>
      <p className="lesson-meta">
        <Link to="/learning/$category" params={{ category: lesson.category }}>
          {categoryTitle}
        </Link>{' '}
        · {LEVEL_LABELS[lesson.level]} · {lesson.steps.length} steps
      </p>
      <LazyProgressPanel item={{ kind: 'lesson', ref: lessonPath(lesson), title: lesson.title.slice(0, 120) }} />
      {first.length > 0 ? (
        <p>
          Worth taking first:{' '}
          {first.map((other, i) => (
            <span key={`${other.category}/${other.slug}`}>
              {i > 0 ? ', ' : null}
              <LessonLink lesson={other} />
            </span>
          ))}
        </p>
      ) : null}
      <nav aria-label="Steps" className="lesson-steps">
        <ol className="chip-list">
          {lesson.steps.map((s, i) => (
            <li key={i}>
              <Link to="." search={{ step: i + 1 }} aria-current={i + 1 === number ? 'step' : undefined}>
                {i + 1}. {s.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <section className="lesson-step" aria-labelledby="lesson-step-title">
        <h2 id="lesson-step-title">{step.title}</h2>
        {step.text.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <StepNeck neck={step.neck} />
        {step.exercise?.kind === 'one-minute-changes' ? (
          <section aria-label="One Minute Changes" className="lesson-exercise">
            <h3>One Minute Changes: {step.exercise.chords.join(' and ')}</h3>
            <Suspense fallback={<p className="loading">Loading One Minute Changes…</p>}>
              <OneMinuteChanges chords={step.exercise.chords} tuning={step.neck.tuning} />
            </Suspense>
          </section>
        ) : null}
        <StepExercise
          key={number}
          lesson={lesson}
          lessonRef={lessonPath(lesson)}
          number={number}
          neck={step.neck}
          exercise={step.exercise}
        />
        <StepButtons lesson={lesson} number={number} />
      </section>
    </Page>
  );
}
