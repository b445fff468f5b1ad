import { createRoute } from '@tanstack/react-router';
import { ArrivingSoon, Page } from '../layout/Page';
import { paths } from './paths';
import { rootRoute } from './root';

const titleFromSlug = (slug: string) => {
  const words = decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function LearningScreen() {
  return (
    <Page screen="Learning" lead="Lessons that build on each other: from your first chords to the whole neck.">
      <ArrivingSoon>lessons, grouped by category.</ArrivingSoon>
    </Page>
  );
}

function LearningCategoryScreen() {
  const { category } = learningCategoryRoute.useParams();
  return (
    <Page screen="Learning Category" title={titleFromSlug(category)}>
      <ArrivingSoon>the lessons of this category.</ArrivingSoon>
    </Page>
  );
}

function LessonScreen() {
  const { pattern } = lessonRoute.useParams();
  return (
    <Page screen="Lesson" title={titleFromSlug(pattern)}>
      <ArrivingSoon>this lesson, on the fretboard.</ArrivingSoon>
    </Page>
  );
}

function SongsScreen() {
  return (
    <Page screen="Songs" lead="Songs to practise with, with their chords on the fretboard.">
      <ArrivingSoon>the song library.</ArrivingSoon>
    </Page>
  );
}

function SongScreen() {
  const { song } = songRoute.useParams();
  return (
    <Page screen="Song" title={titleFromSlug(song)}>
      <ArrivingSoon>this song's chords and progression.</ArrivingSoon>
    </Page>
  );
}

const learningCategoryRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.learningCategory, component: LearningCategoryScreen });
const lessonRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.learningPattern, component: LessonScreen });
const songRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.song, component: SongScreen });

/** Lessons and songs. */
export const learningRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.learning, component: LearningScreen }),
  learningCategoryRoute,
  lessonRoute,
  createRoute({ getParentRoute: () => rootRoute, path: paths.songs, component: SongsScreen }),
  songRoute,
];
