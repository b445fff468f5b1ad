import { useEffect } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { selectSessionEnd, useSession } from '../../machines/actors';
import { afterSessionEnded } from './guard';

/**
 * Moves the open page on when the session ends under it: to Deauthorised when the server
 * stopped accepting it, to Logged Out when the user signed out (in any tab) while on a
 * page that needs sign-in. Rendered once, by the shell.
 */
export function SessionWatcher() {
  const ended = useSession(selectSessionEnd);
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(() => {
    const { pathname, href } = router.state.location;
    const next = afterSessionEnded(ended, { pathname, href });
    if (next?.to === '/deauthorised')
      void navigate({ to: '/deauthorised', search: next.callbackUrl ? { callbackUrl: next.callbackUrl } : {} });
    else if (next?.to === '/account/logged-out') void navigate({ to: '/account/logged-out', search: {} });
  }, [ended, navigate, router]);

  return null;
}
