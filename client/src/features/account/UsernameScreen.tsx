import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { ApiProvider } from '../../api/ApiProvider';
import { useTRPC } from '../../api/trpc';
import { Page } from '../../layout/Page';
import { selectSession, sessionActor, useSession } from '../../machines/actors';
import { Loading } from './AccountScreen';
import { errorSentence } from '../../api/errorSentence';
import { USERNAME_RULE, usernameProblem } from './username';
import './account.css';

const usernameRoute = getRouteApi('/account/username');

/** Set Username: checked as it is typed, unique on the server (ignoring case), then on to the callback or Account. */
export function UsernameScreen() {
  const current = useSession(selectSession)?.user?.username;
  return (
    <Page
      screen="Set Username"
      title={current ? 'Change your username' : 'Choose a username'}
      lead="The name other people see in practice rooms."
    >
      <Suspense fallback={<Loading />}>
        <ApiProvider>
          <UsernameForm current={current ?? ''} />
        </ApiProvider>
      </Suspense>
    </Page>
  );
}

function UsernameForm({ current }: { current: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { callbackUrl } = usernameRoute.useSearch();
  const [value, setValue] = useState(current);
  const [touched, setTouched] = useState(false);
  // One event id per name tried, so sending the same name again can never record it twice.
  const eventIds = useRef(new Map<string, string>());
  const id = useId();
  const save = useMutation(
    trpc.account.setUsername.mutationOptions({
      onSuccess: async () => {
        // The session carries the username: refresh it here and in the other tabs.
        sessionActor.send({ type: 'SESSION.UPDATE', data: {} });
        await queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() });
        await router.navigate({ href: callbackUrl ?? '/account' });
      },
    }),
  );

  const username = value.trim();
  const problem = usernameProblem(username);
  const showProblem = touched && problem !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || save.isPending) return;
    let eventId = eventIds.current.get(username);
    if (!eventId) {
      eventId = crypto.randomUUID();
      eventIds.current.set(username, eventId);
    }
    save.mutate({ eventId, username });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>Username</label>
      <input
        id={id}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={60}
        value={value}
        aria-invalid={showProblem}
        aria-describedby={`${id}-rule ${id}-problem`}
        onChange={(event) => {
          setValue(event.target.value);
          setTouched(true);
          save.reset();
        }}
      />
      <p className="hint" id={`${id}-rule`}>
        {USERNAME_RULE} Nobody else may have it, whatever the capitals.
      </p>
      <p className="form-error" id={`${id}-problem`} aria-live="polite">
        {showProblem ? problem : save.isError ? errorSentence(save.error).sentence : null}
      </p>
      <button type="submit" className="button" disabled={save.isPending}>
        Save username
      </button>
    </form>
  );
}
