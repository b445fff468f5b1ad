import { createRoute } from '@tanstack/react-router';
import { LazyProgressPanel } from '../features/progress/lazy';
import { ArrivingSoon, Page } from '../layout/Page';
import { paths } from './paths';
import { rootRoute } from './root';

const decoded = (slug: string) => {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
};

const titleFromSlug = (slug: string) => {
  const words = decoded(slug).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A path segment as the favourites keep it: encoded once, whatever the router handed over. */
const segment = (slug: string) => encodeURIComponent(decoded(slug));
/** A favourite's title: the page's, or its slug when the page has no words yet. */
const itemTitle = (slug: string) => (titleFromSlug(slug) || slug).slice(0, 120);

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
  const { category, pattern } = lessonRoute.useParams();
  return (
    <Page screen="Lesson" title={titleFromSlug(pattern)}>
      <LazyProgressPanel
        item={{ kind: 'lesson', ref: `/learning/${segment(category)}/${segment(pattern)}`, title: itemTitle(pattern) }}
      />
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
      <LazyProgressPanel item={{ kind: 'song', ref: `/songs/${segment(song)}`, title: itemTitle(song) }} />
      <ArrivingSoon>this song's chords and progression.</ArrivingSoon>
    </Page>
  );
}

const learningCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.learningCategory,
  component: LearningCategoryScreen,
});
const lessonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.learningPattern,
  component: LessonScreen,
});
const songRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.song, component: SongScreen });

/** Lessons and songs. */
export const learningRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.learning, component: LearningScreen }),
  learningCategoryRoute,
  lessonRoute,
  createRoute({ getParentRoute: () => rootRoute, path: paths.songs, component: SongsScreen }),
  songRoute,
];
