import { createRoute, Link } from '@tanstack/react-router';
import { ArrivingSoon, Page } from '../layout/Page';
import { paths } from './paths';
import { rootRoute } from './root';

const accountsSoon = 'accounts and sign-in come in a later release. Until then, everything you do stays on this device.';

/** A screen of the account area whose feature arrives with accounts. */
function accountScreen(screen: string, lead: string, title?: string) {
  return function AccountScreen() {
    return (
      <Page screen={screen} title={title} lead={lead}>
        <ArrivingSoon>{accountsSoon}</ArrivingSoon>
      </Page>
    );
  };
}

function LogInScreen() {
  return (
    <Page screen="Log In" lead="Sign in to keep your favourites, learned items and practice history on every device.">
      <ArrivingSoon>{accountsSoon}</ArrivingSoon>
      <p>
        Meanwhile, <Link to="/">the fretboard</Link> works without an account.
      </p>
    </Page>
  );
}

const route = <P extends string>(path: P, component: () => React.JSX.Element) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

/** The account area (spec section 2). */
export const accountRoutes = [
  route(paths.account, accountScreen('Account', 'Who you are, what is stored, and your lists.')),
  route(paths.accountNuke, accountScreen('Nuke', 'Delete your account and everything kept with it.', 'Delete your account')),
  route(paths.accountLogIn, LogInScreen),
  route(paths.accountLoggedOut, accountScreen('Logged Out', 'You are signed out on this device.')),
  route(paths.accountLogInMagicLink, accountScreen('Log In Magic Link', 'Check your e-mail for a sign-in link.')),
  route(paths.accountLogInSuccess, accountScreen('Log In Success', 'You are signed in.')),
  route(paths.accountLogInError, accountScreen('Log In Error', 'Signing in did not work.')),
  route(paths.accountUsername, accountScreen('Set Username', 'Choose the name other people see in practice rooms.')),
  route(paths.accountSubscription, accountScreen('Account subscription', 'Your subscription for cloud storage.', 'Subscription')),
  route(paths.accountDailyPractice, accountScreen('Daily Practice List', 'Every practice session you have logged.')),
  route(paths.accountFavourites, accountScreen('Favourites List', 'Everything you have saved as a favourite.')),
  route(paths.accountLearned, accountScreen('Learned List', 'Everything you have marked as learned.')),
];
