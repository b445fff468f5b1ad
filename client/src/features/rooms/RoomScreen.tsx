import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { MAX_ROOM_MEMBERS, normalizeRoomCode, ROOM_CODE_PATTERN } from '#events/roomEvents';
import { errorSentence } from '../../api/errorSentence';
import { loadApi } from '../../api/loadApi';
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
  const session = useSession(selectSessionStatus);
  const [gate, setGate] = useState<Gate>({ step: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session === 'loading') return;
    let cancelled = false;
    const settle = (next: Gate) => !cancelled && setGate(next);
    void (async () => {
      try {
        const { api } = await loadApi();
        const peek: Peek = await api.rooms.peek.query({ code });
        if (!peek.exists) return settle({ step: 'no-room' });
        const title = peek.title;
        if (peek.closed) return settle({ step: 'closed', title });
        const token = readGuestToken(code);
        if (token) return settle({ step: 'in', who: { code, guestToken: token }, title });
        if (session !== 'authenticated') {
          return settle(peek.members >= MAX_ROOM_MEMBERS ? { step: 'full', title } : { step: 'ask-name', title });
        }
        settle({ step: 'joining', title });
        const joined = await api.rooms.join.mutate({ code, eventId: crypto.randomUUID() });
        if (!joined.joined)
          return settle(
            joined.reason === 'NO_ROOM'
              ? { step: 'no-room' }
              : joined.reason === 'CLOSED'
                ? { step: 'closed', title }
                : { step: 'full', title },
          );
        settle({ step: 'in', who: { code }, title });
      } catch (error) {
        settle({ step: 'problem', message: errorSentence(error).sentence, title: null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [code, session, attempt]);

  const title = 'title' in gate && gate.title ? gate.title : 'Practice room';
  switch (gate.step) {
    case 'checking':
    case 'joining':
      return (
        <Page screen="Practice Room" title={title}>
          <p role="status">{gate.step === 'checking' ? 'Looking for the room…' : 'Joining the room…'}</p>
        </Page>
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
            onJoined={(who) => setGate({ step: 'in', who, title: gate.title })}
            onRefused={(next) =>
              setGate(
                next === 'NO_ROOM'
                  ? { step: 'no-room' }
                  : next === 'CLOSED'
                    ? { step: 'closed', title: gate.title }
                    : { step: 'full', title: gate.title },
              )
            }
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
          <button type="button" className="button-secondary" onClick={() => setAttempt((n) => n + 1)}>
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
            setGate({ step: 'checking' });
            setAttempt((n) => n + 1);
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
