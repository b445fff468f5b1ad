import { Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiProvider } from '../../api/ApiProvider';
import { useTRPC, useTRPCClient } from '../../api/trpc';
import { Page } from '../../layout/Page';
import { selectSessionStatus, sessionActor, useSession } from '../../machines/actors';
import { errorSentence } from '../../api/errorSentence';
import { signOutOnServer } from './signOut';
import './account.css';
import { FormError } from '../../layout/FormError';
import { ACCOUNT_FRESH_MS } from '../../constants/business';

/** Account (spec section 2): who you are, what is stored, the lists, the export, sign-out and Nuke. */
export function AccountScreen() {
  return (
    <Page screen="Account" lead="Who you are, what is stored, and your lists.">
      <Suspense fallback={<Loading />}>
        <ApiProvider>
          <AccountDetails />
        </ApiProvider>
      </Suspense>
    </Page>
  );
}

export function Loading() {
  return (
    <p className="loading" role="status">
      Loading your account…
    </p>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function AccountDetails() {
  const trpc = useTRPC();
  // Only while signed in: a sign-out in another tab must not leave this page asking.
  const signedIn = useSession(selectSessionStatus) === 'authenticated';
  const me = useQuery(trpc.account.me.queryOptions(undefined, { enabled: signedIn, staleTime: ACCOUNT_FRESH_MS }));

  if (me.isPending) return <Loading />;
  if (me.isError) {
    return (
      <p className="form-error" role="alert">
        {errorSentence(me.error).sentence}{' '}
        <button type="button" className="button-secondary" onClick={() => void me.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const { username, email, counts } = me.data;

  return (
    <div className="account">
      <section aria-labelledby="account-who">
        <h2 id="account-who">Who you are</h2>
        <dl className="facts">
          <dt>Username</dt>
          <dd>
            {username ? (
              <>
                <span className="account-username">{username}</span> <Link to="/account/username">Change it</Link>
              </>
            ) : (
              <>
                Not chosen yet. <Link to="/account/username">Choose a username</Link>
              </>
            )}
          </dd>
          <dt>E-mail</dt>
          <dd className="email-address">{email ?? 'None'}</dd>
        </dl>
      </section>

      <section aria-labelledby="account-stored">
        <h2 id="account-stored">What is stored</h2>
        <p>
          Your account keeps {plural(counts.favourites, 'favourite', 'favourites')},{' '}
          {plural(counts.learned, 'learned item', 'learned items')} and{' '}
          {plural(counts.practiceEntries, 'practice entry', 'practice entries')}, made of{' '}
          {plural(counts.events, 'change', 'changes')} you can download below.
        </p>
        <ul className="card-grid account-lists">
          <li>
            <Link to="/account/favourites">Favourites List</Link>
            <p>Everything you saved as a favourite.</p>
          </li>
          <li>
            <Link to="/account/learned">Learned List</Link>
            <p>Everything you marked as learned.</p>
          </li>
          <li>
            <Link to="/account/daily-practice">Daily Practice List</Link>
            <p>Every practice you logged.</p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="account-data">
        <h2 id="account-data">Your data</h2>
        <p>Download everything your account holds as a JSON file, to keep or to take elsewhere.</p>
        <ExportButton />
      </section>

      <section aria-labelledby="account-leave">
        <h2 id="account-leave">Sign out or leave</h2>
        <SignOutButton />
        <p>
          <Link to="/account/nuke" className="danger-link">
            Delete your account
          </Link>{' '}
          <span className="hint">and everything stored with it.</span>
        </p>
      </section>
    </div>
  );
}

function ExportButton() {
  const client = useTRPCClient();
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });

  async function download() {
    setState({ busy: true, problem: null });
    try {
      const data = await client.account.export.query();
      saveJson(data, `fretboard-export-${new Date().toISOString().slice(0, 10)}.json`);
      setState({ busy: false, problem: null });
    } catch (error) {
      setState({ busy: false, problem: errorSentence(error).sentence });
    }
  }

  return (
    <>
      <button type="button" className="button-secondary" disabled={state.busy} onClick={() => void download()}>
        Download your data
      </button>
      <FormError message={state.problem} />
    </>
  );
}

/** Offers `data` as a file download, without a round trip to the server. */
function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function SignOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function signOut() {
    setBusy(true);
    setProblem(null);
    sessionActor.send({ type: 'SESSION.SIGNING_OUT' });
    const failed = await signOutOnServer();
    if (failed) {
      sessionActor.send({ type: 'SESSION.SIGN_OUT_FAILED' });
      setBusy(false);
      setProblem(failed);
      return;
    }
    // Logged Out first, so this page's guard does not see the sign-out and move on by itself.
    await navigate({ to: '/account/logged-out' });
    sessionActor.send({ type: 'SESSION.SIGNED_OUT' });
    queryClient.clear();
  }

  return (
    <>
      <p>
        <button type="button" className="button" disabled={busy} onClick={() => void signOut()}>
          Sign out
        </button>
      </p>
      <FormError message={problem} />
    </>
  );
}
