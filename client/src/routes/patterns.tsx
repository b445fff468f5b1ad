import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from './paths';
import { rootRoute } from './root';

// The pattern screens carry tonal's chord and scale dictionaries: they load on first
// visit, so the first page of the app does not pay for them.
const screens = () => import('../features/patterns/PatternScreens');
const screen = (name: 'ChordsScreen' | 'ChordScreen' | 'ScalesScreen' | 'ScaleScreen' | 'ArpeggiosScreen' | 'ArpeggioScreen' | 'RootsScreen' | 'RootScreen') =>
  lazyRouteComponent(screens, name);

/** /chords, /scales, /arpeggios, /roots and their pattern pages. */
export const patternRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.chords, component: screen('ChordsScreen') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.chord, component: screen('ChordScreen') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.scales, component: screen('ScalesScreen') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.scale, component: screen('ScaleScreen') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.arpeggios, component: screen('ArpeggiosScreen') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.arpeggio, component: screen('ArpeggioScreen') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.roots, component: screen('RootsScreen') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.root, component: screen('RootScreen') }),
];
