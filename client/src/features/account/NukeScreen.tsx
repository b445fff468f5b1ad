import { Suspense, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiProvider } from '../../api/ApiProvider';
import { useTRPC } from '../../api/trpc';
import { Page } from '../../layout/Page';
import { selectSessionStatus, sessionActor, useSession } from '../../machines/actors';
import { Loading } from './AccountScreen';
import { errorSentence } from '../../api/errorSentence';
import './account.css';
import { ACCOUNT_FRESH_MS } from '../../constants/business';

/** Nuke: deletes the account and everything of it once the user types their username (or e-mail), then signs out. */
export function NukeScreen() {
  return (
    <Page
      screen="Nuke"
      title="Delete your account"
      lead="Delete your account and everything kept with it. This cannot be undone."
    >
      <Suspense fallback={<Loading />}>
        <ApiProvider>
          <NukeForm />
        </ApiProvider>
      </Suspense>
    </Page>
  );
}

function NukeForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Only while signed in: a sign-out in another tab must not leave this page asking.
  const signedIn = useSession(selectSessionStatus) === 'authenticated';
  const me = useQuery(trpc.account.me.queryOptions(undefined, { enabled: signedIn, staleTime: ACCOUNT_FRESH_MS }));
  const [typed, setTyped] = useState('');
  const id = useId();
  const nuke = useMutation(
    trpc.account.nuke.mutationOptions({
      onMutate: () => sessionActor.send({ type: 'SESSION.SIGNING_OUT' }),
      onError: () => sessionActor.send({ type: 'SESSION.SIGN_OUT_FAILED' }),
      onSuccess: async () => {
        // Logged Out first, so this page's guard does not see the sign-out and move on by itself.
        await navigate({ to: '/account/logged-out', search: { reason: 'deleted' } });
        sessionActor.send({ type: 'SESSION.SIGNED_OUT' });
        queryClient.clear();
      },
    }),
  );

  if (me.isPending) return <Loading />;
  if (me.isError) {
    return (
      <p className="form-error" role="alert">
        {errorSentence(me.error).sentence}
      </p>
    );
  }

  const { username, email } = me.data;
  const expected = username ?? email ?? '';
  const what = username ? 'username' : 'e-mail address';
  const matches = expected !== '' && typed.trim().toLowerCase() === expected.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !nuke.isPending) nuke.mutate({ confirmUsername: typed.trim() });
  };

  return (
    <>
      <p>Deleting your account removes, from our server, at once and for good:</p>
      <ul>
        <li>your favourites, learned items and practice log;</li>
        <li>your saved preferences and your username;</li>
        <li>your sign-in, on every device where you are signed in.</li>
      </ul>
      <p>
        Want a copy first? <Link to="/account">Download your data</Link> from your account page. What you do afterwards
        without an account stays on this device.
      </p>
      <form className="auth-form nuke-form" onSubmit={submit}>
        <label htmlFor={id}>
          Type your {what}, <strong>{expected}</strong>, to confirm
        </label>
        <input
          id={id}
          name="confirm"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={320}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            nuke.reset();
          }}
        />
        <p className="form-error" aria-live="polite">
          {nuke.isError ? errorSentence(nuke.error).sentence : null}
        </p>
        <button type="submit" className="button button-danger" disabled={!matches || nuke.isPending}>
          Delete my account
        </button>
      </form>
    </>
  );
}
