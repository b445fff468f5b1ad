import { createRoute } from '@tanstack/react-router';
import { About, Contribute, HowToInstall, Privacy, SubscriptionFeatures, Terms, Troubleshooting, Updates } from '../content';
import { Feedback } from '../layout/Feedback';
import { rootRoute } from './root';
import { paths } from './paths';

/** Pages that are only content. */
export const contentRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.about, component: About }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.contribute, component: Contribute }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.terms, component: Terms }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.privacy, component: Privacy }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.updates, component: Updates }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.howToInstall, component: HowToInstall }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.troubleshooting, component: Troubleshooting }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.subscriptionFeatures, component: SubscriptionFeatures }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.feedback, component: Feedback }),
];
