import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { normalizeRoomCode, ROOM_CODE_PATTERN } from '#events/roomEvents';
import { Page } from '../../layout/Page';
import { selectSessionStatus, useSession } from '../../machines/actors';
import { errorSentence } from '../../api/errorSentence';
import { loadApi } from '../../api/loadApi';
import { YourRooms } from './YourRooms';
import './rooms.css';
import { FormError } from '../../layout/FormError';

/** /rooms: open a room (signed in) or join one with its code (anyone). */
export function RoomsScreen() {
  const status = useSession(selectSessionStatus);
  return (
    <Page
      screen="Practice Rooms"
      lead="A teacher and students on one live fretboard: what the leader shows, everyone sees and hears."
    >
      <div className="rooms-lobby">
        <section aria-labelledby="open-room-heading" className="rooms-card">
          <h2 id="open-room-heading">Open a room</h2>
          {status === 'loading' ? (
            <p role="status">Checking whether you are signed in…</p>
          ) : status === 'authenticated' ? (
            <OpenRoomForm />
          ) : (
            <>
              <p>
                Opening a room needs an account, so the room has a host who can hand over the lead and close it.
                Students do not need one: they join from your link with just a name.
              </p>
              <Link to="/account/log-in" search={{ callbackUrl: '/rooms' }} className="button">
                Log in to open a room
              </Link>
            </>
          )}
        </section>
        <section aria-labelledby="join-room-heading" className="rooms-card">
          <h2 id="join-room-heading">Join with a code</h2>
          <JoinByCodeForm />
        </section>
      </div>
      {status === 'authenticated' ? <YourRooms /> : null}
    </Page>
  );
}

function OpenRoomForm() {
  const navigate = useNavigate();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One id per attempt, kept when the same attempt is retried, so a lost answer never opens two rooms.
  const [eventId, setEventId] = useState(() => crypto.randomUUID());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { api } = await loadApi();
      const trimmed = title.trim();
      const { code } = await api.rooms.open.mutate({ eventId, ...(trimmed ? { title: trimmed } : {}) });
      setEventId(crypto.randomUUID());
      await navigate({ to: '/rooms/$code', params: { code } });
    } catch (error) {
      setProblem(errorSentence(error).sentence);
      setBusy(false);
    }
  };

  return (
    <form className="rooms-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={titleId}>Title (optional)</label>
      <input
        id={titleId}
        value={title}
        maxLength={80}
        onChange={(event) => setTitle(event.target.value)}
        placeholder="Thursday lesson"
        autoComplete="off"
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Opening…' : 'Open a room'}
      </button>
      <FormError message={problem} />
    </form>
  );
}

function JoinByCodeForm() {
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A pasted link works too: its last path segment is the code.
    const candidate = normalizeRoomCode(typed.trim().split('/').filter(Boolean).at(-1) ?? '');
    if (!ROOM_CODE_PATTERN.test(candidate)) {
      setProblem('A room code is 12 letters and digits, as in the link you were sent. Check it and try again.');
      return;
    }
    setProblem(null);
    void navigate({ to: '/rooms/$code', params: { code: candidate } });
  };

  return (
    <form className="rooms-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>Room code or link</label>
      <input
        id={id}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      <button type="submit" className="button-secondary">
        Join
      </button>
      <FormError id={`${id}-error`} message={problem} />
    </form>
  );
}
