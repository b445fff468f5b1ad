import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseStepParam } from '../features/learning/stepParam';
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

// The learning screens carry the whole curriculum and the theory engine: they load on
// first visit, so the first page of the app does not pay for them.
const screens = () => import('../features/learning');
const screen = (name: 'LearningScreen' | 'LearningCategoryScreen' | 'LessonScreen') =>
  lazyRouteComponent(screens, name);

/** `?step=3`: a whole number from 1, anything else dropped (the screen shows step 1 past the last). */
const stepSearch = (search: Record<string, unknown>): { step?: number } => {
  const step = parseStepParam(search.step);
  return step ? { step } : {};
};

const learningCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.learningCategory,
  component: screen('LearningCategoryScreen'),
});
const lessonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.learningPattern,
  validateSearch: stepSearch,
  component: screen('LessonScreen'),
});
const songRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.song, component: SongScreen });

/** Lessons and songs. */
export const learningRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.learning, component: screen('LearningScreen') }),
  learningCategoryRoute,
  lessonRoute,
  createRoute({ getParentRoute: () => rootRoute, path: paths.songs, component: SongsScreen }),
  songRoute,
];
