import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Page } from '../../layout/Page';
import { postSignIn, readAuthUrl } from './authRequests';
import { logInSearchFor } from './callbackUrl';
import { recallMagicLink, rememberMagicLink, resendWait, type MagicLinkRequest } from './magicLink';
import './account.css';

/** The e-mail provider's id on our server (server/src/auth/emailProvider.ts). */
const EMAIL_PROVIDER = 'email';

/**
 * Log In Magic Link: "check your e-mail", with the address the link went to, and a way to
 * ask for another once a short wait is over (the server also limits how many it sends).
 */
export function MagicLinkScreen() {
  const [request, setRequest] = useState<MagicLinkRequest | null>(() => recallMagicLink());
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const navigate = useNavigate();
  const wait = request ? resendWait(request.sentAt, now) : 0;

  useEffect(() => {
    if (wait === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  async function resend() {
    if (!request) return;
    setSending(true);
    setOutcome(null);
    const answer = await postSignIn(EMAIL_PROVIDER, { callbackUrl: request.callbackUrl, email: request.email });
    setSending(false);
    if (!answer.ok) {
      setOutcome({ ok: false, text: answer.message });
      return;
    }
    const next = readAuthUrl(answer.url, window.location.origin);
    if (next.kind === 'error') {
      await navigate({
        to: '/account/log-in/error',
        search: { error: next.error, ...(next.code ? { code: next.code } : {}) },
      });
      return;
    }
    const again = rememberMagicLink({ email: request.email, callbackUrl: request.callbackUrl });
    setRequest(again);
    setNow(again.sentAt);
    setOutcome({ ok: true, text: 'We sent another link. Use the newest one: each new link replaces the one before.' });
  }

  return (
    <Page screen="Log In Magic Link" title="Check your e-mail">
      {request ? (
        <p className="page-lead">
          We sent a sign-in link to <strong className="email-address">{request.email}</strong>. Open it in this browser
          to sign in.
        </p>
      ) : (
        <p className="page-lead">We sent you a sign-in link by e-mail. Open it in this browser to sign in.</p>
      )}
      <p>The link works once, within an hour. If it has not arrived in a few minutes, look in your spam folder.</p>
      {request ? (
        <div className="resend">
          <button
            type="button"
            className="button-secondary"
            disabled={wait > 0 || sending}
            onClick={() => void resend()}
          >
            Send the link again
          </button>
          <p className="hint" aria-live="off">
            {wait > 0
              ? `You can ask for another link in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`
              : sending
                ? 'Sending…'
                : null}
          </p>
          <p className={outcome?.ok === false ? 'form-error' : 'hint'} role="status">
            {outcome?.text}
          </p>
        </div>
      ) : null}
      <p>
        Wrong address?{' '}
        <Link to="/account/log-in" search={request ? logInSearchFor(request.callbackUrl) : {}}>
          Use a different one
        </Link>
        .
      </p>
      <p className="hint">
        Running Fretboard on your own server without e-mail set up? Then the link is not sent: it is written to the
        server&rsquo;s log, so you can open it from there.
      </p>
    </Page>
  );
}
