import { getRouteApi, Link } from '@tanstack/react-router';
import { Page } from '../../layout/Page';
import { selectSession, selectSessionStatus, useSession } from '../../machines/actors';
import { PathLink } from '../../layout/PathLink';
import './account.css';

const successRoute = getRouteApi('/account/log-in/success');

/** Log In Success: signed in, and what to do next (a username if none yet; back to where they were). */
export function SuccessScreen() {
  const { callbackUrl } = successRoute.useSearch();
  const status = useSession(selectSessionStatus);
  const user = useSession(selectSession)?.user;

  // No screen yet: its heading depends on the answer, which comes in a moment.
  if (status === 'loading') {
    return (
      <p className="loading" role="status">
        Checking your session…
      </p>
    );
  }

  if (status === 'unauthenticated') {
    return (
      <Page screen="Log In Success" title="You are not signed in" lead="Signing in did not finish on this browser.">
        <p>
          Open the sign-in link in the same browser you asked for it in, or{' '}
          <Link to="/account/log-in" search={callbackUrl ? { callbackUrl } : {}}>
            sign in again
          </Link>
          .
        </p>
      </Page>
    );
  }

  return (
    <Page
      screen="Log In Success"
      title="You are signed in"
      lead={user?.email ? <>Welcome! You are signed in as {user.email}.</> : 'Welcome!'}
    >
      <p>Your favourites, learned items and practice now live in your account, on every device you sign in on.</p>
      <h2>Next steps</h2>
      <ul className="next-steps">
        {user?.username ? null : (
          <li>
            <Link to="/account/username" search={callbackUrl ? { callbackUrl } : {}} className="button">
              Choose a username
            </Link>{' '}
            <span className="hint">It is the name other people see in practice rooms.</span>
          </li>
        )}
        {callbackUrl ? (
          <li>
            <PathLink path={callbackUrl}>Go back to where you were</PathLink>
          </li>
        ) : null}
        <li>
          <Link to="/account">See your account</Link>
        </li>
        {callbackUrl ? null : (
          <li>
            <Link to="/">Back to the fretboard</Link>
          </li>
        )}
      </ul>
    </Page>
  );
}
