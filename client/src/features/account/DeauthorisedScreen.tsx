import { getRouteApi, Link } from '@tanstack/react-router';
import { Page } from '../../layout/Page';
import { PathLink } from '../../layout/PathLink';

const deauthorisedRoute = getRouteApi('/deauthorised');

/** Deauthorised: the server stopped accepting the session (spec screen), so this browser is signed out. */
export function DeauthorisedScreen() {
  const { callbackUrl } = deauthorisedRoute.useSearch();
  return (
    <Page screen="Deauthorised" lead="You were signed out on the server, so you are signed out on this browser too.">
      <p>
        This happens when you sign out or delete your account on another device, or when a session has not been used for
        a long time. Nothing you saved in your account is lost.
      </p>
      <p>
        <Link to="/account/log-in" search={callbackUrl ? { callbackUrl } : {}} className="button">
          Sign in again
        </Link>{' '}
        {callbackUrl ? (
          <PathLink path={callbackUrl}>Carry on without an account</PathLink>
        ) : (
          <Link to="/">Back to the fretboard</Link>
        )}
      </p>
    </Page>
  );
}
