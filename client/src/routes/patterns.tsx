import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseTuningParam } from '../features/neck/tuningParam';
import { olderVoicingParam, positionParam, shapeParam } from '../features/patterns/patternSearch';
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
  const shape = shapeParam(search.shape);
  const voicing = shape ? undefined : olderVoicingParam(search.voicing);
  return {
    ...(shape ? { shape } : {}),
    ...(voicing ? { voicing } : {}),
    ...parseVoicingFilters(search),
    ...tuningOf(search),
  };
};
/** `?position=<shape id>` (spec query parameter) and `?tuning=`. */
const shapeSearch = (search: Record<string, unknown>): { position?: string; tuning?: string } => {
  const position = positionParam(search.position);
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
