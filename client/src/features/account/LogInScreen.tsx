import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ApiProvider } from '../../api/ApiProvider';
import { Page } from '../../layout/Page';
import { selectSession, selectSessionStatus, useSession } from '../../machines/actors';
import { describeAuthError } from './authErrors';
import { fetchProviders, postSignIn, readAuthUrl, type AuthProvider } from './authRequests';
import { afterSignInUrl } from './callbackUrl';
import { rememberMagicLink } from './magicLink';
import './account.css';
import { FormError } from '../../layout/FormError';

const logInRoute = getRouteApi('/account/log-in');

/** Provider types that sign in by leaving for the provider's own page. */
const REDIRECT_TYPES = new Set(['oauth', 'oidc']);

const LEAD = 'Sign in to keep your favourites, learned items and practice history on every device.';

/**
 * Log In (spec sections 4, 7 and 8): a button per OAuth/OIDC provider and the e-mail
 * form, from GET /api/auth/providers. An `?error=` (SessionRequired from a page that
 * needs sign-in, or one Auth.js sent back) is said above them.
 */
export function LogInScreen() {
  return (
    <Suspense
      fallback={
        <Page screen="Log In" lead={LEAD}>
          <LoadingProviders />
        </Page>
      }
    >
      <ApiProvider>
        <LogIn />
      </ApiProvider>
    </Suspense>
  );
}

function LoadingProviders() {
  return (
    <p className="loading" role="status">
      Loading the ways to sign in…
    </p>
  );
}

/**
 * The provider list is server data, so React Query holds it. Not retried: without it the
 * page cannot offer anything, and the error page says so at once.
 */
const providersQuery = {
  queryKey: ['auth', 'providers'],
  queryFn: () => fetchProviders(),
  retry: false,
  staleTime: Infinity,
} as const;

function LogIn() {
  const { error, code, callbackUrl } = logInRoute.useSearch();
  const navigate = useNavigate();
  const { data: providers = null, isError } = useQuery<AuthProvider[]>(providersQuery);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const status = useSession(selectSessionStatus);
  const who = useSession(selectSession)?.user;
  const afterSignIn = afterSignInUrl({ error, callbackUrl });

  useEffect(() => {
    if (!isError) return;
    void navigate({
      to: '/account/log-in/error',
      search: { error: 'ProvidersUnavailable', ...(callbackUrl ? { callbackUrl } : {}) },
      replace: true,
    });
  }, [isError, navigate, callbackUrl]);

  /** Asks Auth.js to start signing in with `providerId`, then goes where it answers. */
  async function signIn(providerId: string, email?: string) {
    setBusy(providerId);
    setProblem(null);
    const answer = await postSignIn(providerId, {
      callbackUrl: afterSignIn,
      ...(email !== undefined ? { email } : {}),
    });
    if (!answer.ok) {
      setBusy(null);
      setProblem(answer.message);
      return;
    }
    const next = readAuthUrl(answer.url, window.location.origin);
    switch (next.kind) {
      case 'external':
      case 'page':
        // Leaving the app (a provider's page) or landing signed in: a full page load.
        window.location.assign(next.kind === 'page' ? next.path : next.url);
        return;
      case 'check-email':
        rememberMagicLink({ email: email ?? '', callbackUrl: afterSignIn });
        await navigate({ to: '/account/log-in/magic-link' });
        return;
      case 'error':
        await navigate({
          to: '/account/log-in/error',
          search: {
            error: next.error,
            ...(next.code ? { code: next.code } : {}),
            ...(callbackUrl ? { callbackUrl } : {}),
          },
        });
        return;
      case 'sign-in':
        // An unknown provider (spec section 8): back to this page.
        setBusy(null);
        setProblem('That way of signing in is not available here. Choose one below.');
        return;
    }
  }

  const message = error ? describeAuthError(error, code) : null;
  const buttons = providers?.filter((p) => REDIRECT_TYPES.has(p.type)) ?? [];
  const email = providers?.find((p) => p.type === 'email');

  return (
    <Page screen="Log In" lead={LEAD}>
      {message ? (
        <div className="callout auth-message" role="alert">
          <p>{message.happened}</p>
          <p>{message.next}</p>
        </div>
      ) : null}
      {status === 'authenticated' ? (
        <p className="callout">
          You are already signed in{who?.email ? ` as ${who.email}` : ''}. <Link to="/account">Go to your account</Link>
          .
        </p>
      ) : null}
      {providers === null ? (
        <LoadingProviders />
      ) : (
        <div className="sign-in">
          {buttons.length > 0 ? (
            <ul className="provider-list">
              {buttons.map((provider) => (
                <li key={provider.id}>
                  <button
                    type="button"
                    className="button provider-button"
                    disabled={busy !== null}
                    onClick={() => void signIn(provider.id)}
                  >
                    Continue with {provider.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {email && buttons.length > 0 ? <p className="auth-or">or with your e-mail address</p> : null}
          {email ? (
            <EmailForm
              busy={busy === email.id}
              disabled={busy !== null}
              onSubmit={(address) => void signIn(email.id, address)}
            />
          ) : null}
          <FormError message={problem} />
          <p className="hint">
            No password needed. Without an account everything still works, and stays on this device.{' '}
            <Link to="/privacy">How we keep your data</Link>.
          </p>
        </div>
      )}
    </Page>
  );
}

function EmailForm({
  busy,
  disabled,
  onSubmit,
}: {
  busy: boolean;
  disabled: boolean;
  onSubmit: (email: string) => void;
}) {
  const [address, setAddress] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = address.trim();
    if (email) onSubmit(email);
  };
  return (
    <form className="auth-form" onSubmit={submit}>
      <label htmlFor={id}>E-mail address</label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={320}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <button type="submit" className="button" disabled={disabled} aria-describedby={`${id}-how`}>
        Email me a sign-in link
      </button>
      <p className="hint" id={`${id}-how`} role="status">
        {busy ? 'Sending your link…' : 'We send you a link that signs you in. It works once, within an hour.'}
      </p>
    </form>
  );
}
