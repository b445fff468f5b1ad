import { getRouteApi, Link } from '@tanstack/react-router';
import { Page } from '../../layout/Page';

const loggedOutRoute = getRouteApi('/account/logged-out');

/** Logged Out: signed out (or the account deleted), and a way to sign in again. */
export function LoggedOutScreen() {
  const { reason } = loggedOutRoute.useSearch();
  const deleted = reason === 'deleted';
  return (
    <Page
      screen="Logged Out"
      title={deleted ? 'Your account is deleted' : 'You are signed out'}
      lead={
        deleted
          ? 'Your account and everything stored with it are gone, and you are signed out.'
          : 'You are signed out on this browser. Your favourites and progress are safe in your account.'
      }
    >
      <p>
        {deleted
          ? 'Thank you for practising with Fretboard. Everything still works without an account, on this device.'
          : 'Everything still works without an account: what you do now stays on this device until you sign in again.'}
      </p>
      <p>
        <Link to="/account/log-in" className="button">
          {deleted ? 'Make a new account' : 'Sign in again'}
        </Link>{' '}
        <Link to="/">Back to the fretboard</Link>
      </p>
    </Page>
  );
}
