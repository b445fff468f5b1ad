import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SHAPE_PATTERN } from '#events/shapeText';
import { parseTuningParam } from '../features/neck/tuningParam';
import { parseVoicingFilters, type VoicingFilterSearch } from '../features/patterns/voicingFilters';
import { paths } from './paths';
import { rootRoute } from './root';

// The pattern screens carry tonal's chord and scale dictionaries: they load on first
// visit, so the first page of the app does not pay for them.
const screens = () => import('../features/patterns/PatternScreens');
const screen = (
  name:
    | 'ChordsScreen'
    | 'ChordScreen'
    | 'ScalesScreen'
    | 'ScaleScreen'
    | 'ArpeggiosScreen'
    | 'ArpeggioScreen'
    | 'RootsScreen'
    | 'RootScreen',
) => lazyRouteComponent(screens, name);

const tuningOf = (search: Record<string, unknown>) => {
  const tuning = parseTuningParam(search.tuning);
  return tuning ? { tuning } : {};
};
/**
 * `?shape=x35553` (the voicing by its frets, shapeText.ts), or the older `?voicing=2` (by its
 * place in the order of the day it was saved, read as such), the voicing filters and
 * `?tuning=`; anything else is dropped.
 */
const chordSearch = (
  search: Record<string, unknown>,
): { shape?: string; voicing?: number; tuning?: string } & VoicingFilterSearch => {
  const voicing = Number(search.voicing);
  // Six frets as books write them; the page reads them (theory/shapeText.ts, which this eager file does not load).
  const shape = typeof search.shape === 'string' && SHAPE_PATTERN.test(search.shape) ? search.shape : undefined;
  return {
    ...(shape ? { shape } : {}),
    ...(!shape && Number.isInteger(voicing) && voicing > 1 && voicing < 10_000 ? { voicing } : {}),
    ...parseVoicingFilters(search),
    ...tuningOf(search),
  };
};
/** `?position=<shape id>` (spec query parameter) and `?tuning=`. */
const shapeSearch = (search: Record<string, unknown>): { position?: string; tuning?: string } => {
  const position =
    typeof search.position === 'string' && /^[a-z0-9-]{1,24}$/.test(search.position) ? search.position : undefined;
  return { ...(position ? { position } : {}), ...tuningOf(search) };
};

/** /chords, /scales, /arpeggios, /roots and their pattern pages. */
export const patternRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.chords, component: screen('ChordsScreen') }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.chord,
    validateSearch: chordSearch,
    component: screen('ChordScreen'),
  }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.scales, component: screen('ScalesScreen') }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.scale,
    validateSearch: shapeSearch,
    component: screen('ScaleScreen'),
  }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.arpeggios, component: screen('ArpeggiosScreen') }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.arpeggio,
    validateSearch: shapeSearch,
    component: screen('ArpeggioScreen'),
  }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.roots, component: screen('RootsScreen') }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.root,
    validateSearch: tuningOf,
    component: screen('RootScreen'),
  }),
];
