import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MAX_ROOM_MEMBERS, normalizeRoomCode, ROOM_CODE_PATTERN } from '#events/roomEvents';
import { errorSentence } from '../../api/errorSentence';
import { ApiProvider } from '../../api/ApiProvider';
import { loadApi } from '../../api/loadApi';
import { useTRPC } from '../../api/trpc';
import { Page } from '../../layout/Page';
import { selectSessionStatus, useSession } from '../../machines/actors';
import { forgetGuestToken, readGuestToken, saveGuestToken } from './guestTokens';
import type { RoomWho } from './roomApi';
import { ClosedRoom } from './ClosedRoom';
import { RoomLiveView } from './RoomLiveView';
import './rooms.css';
import { FormError } from '../../layout/FormError';

type Peek = { exists: false } | { exists: true; title: string | null; closed: boolean; members: number };

type Gate =
  | { step: 'checking' }
  | { step: 'no-room' }
  | { step: 'closed'; title: string | null }
  | { step: 'full'; title: string | null }
  | { step: 'ask-name'; title: string | null }
  | { step: 'joining'; title: string | null }
  | { step: 'in'; who: RoomWho; title: string | null }
  | { step: 'problem'; message: string; title: string | null };

/** /rooms/$code: the code checked, the room looked up, joined (as yourself or a named guest), then the live room. */
export function RoomScreen({ code: rawCode }: { code: string }) {
  const code = normalizeRoomCode(rawCode);
  if (!ROOM_CODE_PATTERN.test(code)) {
    return (
      <Page screen="Practice Room" title="This is not a room link">
        <p className="callout">
          A room link ends in a code of 12 letters and digits. Check the link you were sent, or ask for it again.
        </p>
        <p>
          <Link to="/rooms">Go to Practice Rooms</Link>
        </p>
      </Page>
    );
  }
  return <RoomGate key={code} code={code} />;
}

function RoomGate({ code }: { code: string }) {
  return (
    <Suspense fallback={<GateStatus title="Practice room" text="Looking for the room…" />}>
      <ApiProvider>
        <RoomDoor code={code} />
      </ApiProvider>
    </Suspense>
  );
}

function GateStatus({ title, text }: { title: string; text: string }) {
  return (
    <Page screen="Practice Room" title={title}>
      <p role="status">{text}</p>
    </Page>
  );
}

const refusal = (reason: 'NO_ROOM' | 'CLOSED' | 'FULL', title: string | null): Gate =>
  reason === 'NO_ROOM'
    ? { step: 'no-room' }
    : reason === 'CLOSED'
      ? { step: 'closed', title }
      : { step: 'full', title };

/**
 * The room looked up (`rooms.peek`, through React Query) and, for a signed-in user, joined
 * (`rooms.join`, a mutation); a guest joins by the form. The step shown is worked out from
 * those two and the session, unless the guest form or the live room has decided it.
 */
function RoomDoor({ code }: { code: string }) {
  const session = useSession(selectSessionStatus);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [decided, setDecided] = useState<Gate | null>(null);
  const peekOptions = trpc.rooms.peek.queryOptions(
    { code },
    {
      enabled: session !== 'loading',
      // Looked up once per visit: a refetch must not take a learner out of the live room.
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
  const peek = useQuery(peekOptions);
  const join = useMutation(trpc.rooms.join.mutationOptions());
  const peeked: Peek | undefined = peek.data;
  const token = readGuestToken(code);
  const joinsAsUser =
    decided === null && peeked?.exists === true && !peeked.closed && !token && session === 'authenticated';

  useEffect(() => {
    if (joinsAsUser && join.isIdle) join.mutate({ code, eventId: crypto.randomUUID() });
  }, [joinsAsUser, join, code]);

  const lookAgain = () => {
    setDecided(null);
    join.reset();
    void queryClient.resetQueries({ queryKey: peekOptions.queryKey });
  };

  const gate = ((): Gate => {
    if (decided) return decided;
    if (session === 'loading' || peek.isPending) {
      return peek.isError
        ? { step: 'problem', message: errorSentence(peek.error).sentence, title: null }
        : { step: 'checking' };
    }
    if (peek.isError) return { step: 'problem', message: errorSentence(peek.error).sentence, title: null };
    if (!peeked!.exists) return { step: 'no-room' };
    const title = peeked!.title;
    if (peeked!.closed) return { step: 'closed', title };
    if (token) return { step: 'in', who: { code, guestToken: token }, title };
    if (session !== 'authenticated') {
      return peeked!.members >= MAX_ROOM_MEMBERS ? { step: 'full', title } : { step: 'ask-name', title };
    }
    if (join.isError) return { step: 'problem', message: errorSentence(join.error).sentence, title };
    if (!join.data) return { step: 'joining', title };
    return join.data.joined ? { step: 'in', who: { code }, title } : refusal(join.data.reason, title);
  })();

  const title = 'title' in gate && gate.title ? gate.title : 'Practice room';
  switch (gate.step) {
    case 'checking':
    case 'joining':
      return (
        <GateStatus title={title} text={gate.step === 'checking' ? 'Looking for the room…' : 'Joining the room…'} />
      );
    case 'no-room':
      return (
        <Page screen="Practice Room" title="No room with this code">
          <p className="callout">No room has this code. Check the link, or ask the host to send it again.</p>
          <p>
            <Link to="/rooms">Go to Practice Rooms</Link>
          </p>
        </Page>
      );
    case 'closed':
      return <ClosedRoom title={gate.title} code={code} />;
    case 'full':
      return (
        <Page screen="Practice Room" title={title}>
          <p className="callout">This room is full ({MAX_ROOM_MEMBERS} people). Ask the host to open another one.</p>
        </Page>
      );
    case 'ask-name':
      return (
        <Page
          screen="Practice Room"
          title={title}
          lead="Join as a guest: give the name the others will see. No account needed."
        >
          <GuestJoinForm
            code={code}
            onJoined={(who) => setDecided({ step: 'in', who, title: gate.title })}
            onRefused={(next) => setDecided(refusal(next, gate.title))}
          />
          <p className="hint">
            Have an account?{' '}
            <Link to="/account/log-in" search={{ callbackUrl: `/rooms/${code}` }}>
              Log in
            </Link>{' '}
            to join as yourself.
          </p>
        </Page>
      );
    case 'problem':
      return (
        <Page screen="Practice Room" title={title}>
          <p className="callout" role="alert">
            {gate.message}
          </p>
          <button type="button" className="button-secondary" onClick={lookAgain}>
            Try again
          </button>
        </Page>
      );
    case 'in':
      return (
        <RoomLiveView
          who={gate.who}
          fallbackTitle={title}
          onRejoin={() => {
            forgetGuestToken(code);
            lookAgain();
          }}
        />
      );
  }
}

function GuestJoinForm({
  code,
  onJoined,
  onRefused,
}: {
  code: string;
  onJoined: (who: RoomWho) => void;
  onRefused: (reason: 'NO_ROOM' | 'CLOSED' | 'FULL') => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 40) {
      setProblem('Please give a name of 1 to 40 characters.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { api } = await loadApi();
      const joined = await api.rooms.join.mutate({ code, eventId: crypto.randomUUID(), guestName: trimmed });
      if (!joined.joined) {
        onRefused(joined.reason);
        return;
      }
      if (joined.guestToken) saveGuestToken(code, joined.guestToken);
      onJoined({ code, guestToken: joined.guestToken });
    } catch (error) {
      setProblem(errorSentence(error).sentence);
      setBusy(false);
    }
  };

  return (
    <form className="rooms-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>Your name</label>
      <input
        id={id}
        value={name}
        maxLength={40}
        onChange={(event) => setName(event.target.value)}
        autoComplete="nickname"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Joining…' : 'Join the room'}
      </button>
      <FormError id={`${id}-error`} message={problem} />
    </form>
  );
}
