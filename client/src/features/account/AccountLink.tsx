import { Link, useRouterState } from '@tanstack/react-router';
import { selectSession, selectSessionStatus, useSession } from '../../machines/actors';
import { isSignInPage } from './callbackUrl';
import './accountLink.css';

/**
 * The header's way into the account: "Log in" while signed out (coming back to this page
 * afterwards), the username (or "Account") while signed in, nothing while the session is
 * still loading, so a signed-in user never sees "Log in" flash.
 */
export function AccountLink() {
  const status = useSession(selectSessionStatus);
  const username = useSession(selectSession)?.user?.username;
  const location = useRouterState({ select: (state) => state.location });

  if (status === 'loading') return null;
  if (status === 'authenticated') {
    return (
      <Link
        to="/account"
        className="header-action header-account"
        activeProps={{ 'aria-current': 'page' }}
        // The name starts with what is seen, and says where it leads.
        aria-label={username ? `${username}, your account` : undefined}
      >
        {username ?? 'Account'}
      </Link>
    );
  }
  const callbackUrl = isSignInPage(location.pathname) ? undefined : location.href;
  return (
    <Link to="/account/log-in" search={callbackUrl ? { callbackUrl } : {}} className="header-action header-account">
      Log in
    </Link>
  );
}
