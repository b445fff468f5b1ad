import { useId, useState, type FormEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '#events/roomEvents';
import type { RoomMessage } from '#events/roomState';
import { FormError } from '../../layout/FormError';

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
};

/** Short messages for everyone in the room ("try it slower"), newest last, kept with the room. */
export function RoomMessages({
  messages,
  nameOf,
  onSend,
}: {
  messages: readonly RoomMessage[];
  nameOf: (memberId: string) => string;
  onSend: (text: string) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The message was not sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="room-messages" aria-labelledby="room-messages-heading">
      <h2 id="room-messages-heading">Messages</h2>
      {messages.length === 0 ? (
        <p className="hint">No messages yet.</p>
      ) : (
        <ol className="room-message-list" aria-live="polite">
          {messages.map((message) => (
            <li key={message.version}>
              <strong>{nameOf(message.from)}</strong> <time dateTime={message.at}>{timeOf(message.at)}</time>
              <p>{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="rooms-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={id}>Your message</label>
        <input
          id={id}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="button-secondary" disabled={busy || !text.trim()}>
          Send
        </button>
        <FormError message={problem} />
      </form>
    </section>
  );
}
