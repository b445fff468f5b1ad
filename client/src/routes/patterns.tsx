import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
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
/** `?voicing=2` (1-based), the voicing filters and `?tuning=`; anything else is dropped. */
const chordSearch = (search: Record<string, unknown>): { voicing?: number; tuning?: string } & VoicingFilterSearch => {
  const voicing = Number(search.voicing);
  return {
    ...(Number.isInteger(voicing) && voicing > 1 && voicing < 10_000 ? { voicing } : {}),
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
