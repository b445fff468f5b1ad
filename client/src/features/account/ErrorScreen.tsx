import { getRouteApi, Link } from '@tanstack/react-router';
import { Page } from '../../layout/Page';
import { describeAuthError } from './authErrors';

const errorRoute = getRouteApi('/account/log-in/error');

/** Log In Error: what went wrong (spec section 8) in a sentence, what to do in another, and a way to try again. */
export function ErrorScreen() {
  const { error, code, callbackUrl } = errorRoute.useSearch();
  const { happened, next } = describeAuthError(error, code);
  return (
    <Page screen="Log In Error" title="Signing in did not work" lead={happened}>
      <p>{next}</p>
      <p>
        <Link to="/account/log-in" search={callbackUrl ? { callbackUrl } : {}} className="button">
          Try again
        </Link>
      </p>
      <p className="hint">
        Meanwhile, <Link to="/">the fretboard</Link> works without an account.
      </p>
    </Page>
  );
}
