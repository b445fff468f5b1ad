import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { paths } from './paths';

// Pages that are only words: each loads when first opened, so they cost the first page nothing.
const content = () => import('../content');
type ContentScreen =
  | 'About'
  | 'Contribute'
  | 'Terms'
  | 'Privacy'
  | 'Updates'
  | 'HowToInstall'
  | 'Troubleshooting'
  | 'SubscriptionFeatures';
const screen = (name: ContentScreen) => lazyRouteComponent(content, name);

/** Pages that are only content. */
export const contentRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.about, component: screen('About') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.contribute, component: screen('Contribute') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.terms, component: screen('Terms') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.privacy, component: screen('Privacy') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.updates, component: screen('Updates') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.howToInstall, component: screen('HowToInstall') }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.troubleshooting, component: screen('Troubleshooting') }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.subscriptionFeatures,
    component: screen('SubscriptionFeatures'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.feedback,
    component: lazyRouteComponent(() => import('../layout/Feedback'), 'Feedback'),
  }),
];
