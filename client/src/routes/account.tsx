import { createRoute, lazyRouteComponent, redirect, type ParsedLocation } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isSignInPage, safeCallbackUrl } from '../features/account/callbackUrl';
import { guardDecision } from '../features/account/guard';
import { ArrivingSoon, Page } from '../layout/Page';
import { selectSessionStatus, sessionActor } from '../machines/actors';
import { text } from '../state/validate';
import { paths } from './paths';
import { rootRoute } from './root';

// Two chunks, loaded when first shown: the sign-in screens talk to Auth.js only; the
// signed-in screens also need the tRPC client.
const signInScreens = () => import('../features/account/signInScreens');
const accountScreens = () => import('../features/account/accountScreens');
const progressScreens = () => import('../features/progress');

const here = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export interface CallbackSearch {
  callbackUrl?: string;
}

export interface AuthErrorSearch extends CallbackSearch {
  error?: string;
  code?: string;
}

/** `?callbackUrl=`, kept only when it is a path on this site, and not a sign-in page (nothing to return to). */
function callbackSearch(search: Record<string, unknown>): CallbackSearch {
  const callbackUrl = safeCallbackUrl(search.callbackUrl, here());
  return callbackUrl && !isSignInPage(new URL(callbackUrl, here()).pathname) ? { callbackUrl } : {};
}

/** `?error=&code=` as Auth.js writes them (word characters only), and the callback. */
function authErrorSearch(search: Record<string, unknown>): AuthErrorSearch {
  const error = text(search.error, /^\w{1,64}$/);
  const code = text(search.code, /^[\w-]{1,64}$/);
  return { ...(error ? { error } : {}), ...(code ? { code } : {}), ...callbackSearch(search) };
}

function loggedOutSearch(search: Record<string, unknown>): { reason?: 'deleted' } {
  return search.reason === 'deleted' ? { reason: 'deleted' } : {};
}

/**
 * The guard of every page that needs sign-in (spec section 4): waits for the session's
 * first answer, then lets a signed-in user through or sends anyone else to Log In with
 * error SessionRequired and this page as the callback. A sign-out while the page is open
 * is handled by SessionWatcher in the shell.
 */
async function requireSignIn({ location }: { location: ParsedLocation }) {
  const snapshot = await waitFor(sessionActor, (s) => selectSessionStatus(s) !== 'loading');
  const decision = guardDecision(selectSessionStatus(snapshot), location.href);
  if (decision.kind === 'sign-in') throw redirect({ to: '/account/log-in', search: decision.search });
}

function CheckingSession() {
  return (
    <p className="loading" role="status">
      Checking whether you are signed in…
    </p>
  );
}

const route = <P extends string>(
  path: P,
  component: ReturnType<typeof lazyRouteComponent> | (() => React.JSX.Element),
) => createRoute({ getParentRoute: () => rootRoute, path, component });

const signedIn = <P extends string>(
  path: P,
  component: ReturnType<typeof lazyRouteComponent> | (() => React.JSX.Element),
) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: requireSignIn,
    pendingComponent: CheckingSession,
    component,
  });

function SubscriptionScreen() {
  return (
    <Page screen="Account subscription" title="Subscription" lead="Your subscription for cloud storage.">
      <ArrivingSoon>subscriptions. Until then, cloud storage is free for everyone with an account.</ArrivingSoon>
    </Page>
  );
}

/** The account area (spec section 2) and Deauthorised. */
export const accountRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.accountLogIn,
    validateSearch: authErrorSearch,
    component: lazyRouteComponent(signInScreens, 'LogInScreen'),
  }),
  route(paths.accountLogInMagicLink, lazyRouteComponent(signInScreens, 'MagicLinkScreen')),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.accountLogInSuccess,
    validateSearch: callbackSearch,
    component: lazyRouteComponent(signInScreens, 'SuccessScreen'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.accountLogInError,
    validateSearch: authErrorSearch,
    component: lazyRouteComponent(signInScreens, 'ErrorScreen'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.accountLoggedOut,
    validateSearch: loggedOutSearch,
    component: lazyRouteComponent(signInScreens, 'LoggedOutScreen'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.deauthorised,
    validateSearch: callbackSearch,
    component: lazyRouteComponent(signInScreens, 'DeauthorisedScreen'),
  }),
  signedIn(paths.account, lazyRouteComponent(accountScreens, 'AccountScreen')),
  signedIn(paths.accountNuke, lazyRouteComponent(accountScreens, 'NukeScreen')),
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.accountUsername,
    validateSearch: callbackSearch,
    beforeLoad: requireSignIn,
    pendingComponent: CheckingSession,
    component: lazyRouteComponent(accountScreens, 'UsernameScreen'),
  }),
  signedIn(paths.accountSubscription, SubscriptionScreen),
  signedIn(paths.accountDailyPractice, lazyRouteComponent(progressScreens, 'DailyPracticeListScreen')),
  signedIn(paths.accountFavourites, lazyRouteComponent(progressScreens, 'FavouritesListScreen')),
  signedIn(paths.accountLearned, lazyRouteComponent(progressScreens, 'LearnedListScreen')),
];
