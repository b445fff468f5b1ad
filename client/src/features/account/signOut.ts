import { describeAuthError } from './authErrors';
import { postSignOut, readAuthUrl } from './authRequests';

/**
 * Signs out on the server (POST /api/auth/signout with the CSRF token). Answers null when
 * done, or the sentence to show when it was not. The caller then shows Logged Out and
 * tells the session machine (SESSION.SIGNED_OUT), which tells the other tabs.
 */
export async function signOutOnServer(): Promise<string | null> {
  const answer = await postSignOut('/account/logged-out');
  if (!answer.ok) return answer.message;
  const next = readAuthUrl(answer.url, window.location.origin);
  if (next.kind === 'error') {
    const { happened, next: todo } = describeAuthError(
      next.error === 'MissingCSRF' ? 'SignOutError' : next.error,
      next.code,
    );
    return `${happened} ${todo}`;
  }
  return null;
}
