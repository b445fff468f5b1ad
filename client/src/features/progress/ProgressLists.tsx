/**
 * The lists a learner keeps, as pure views of a `ProgressView` with the actions passed
 * in (the screens in ProgressScreens.tsx connect them): favourites and learned items
 * grouped by kind, and the practice log newest first. Each removes with an Undo.
 */
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ProgressItem } from '#events/progressEvents';
import type { PracticeEntry } from '#events/progressState';
import { formatMinutes, formatDateTime, KIND_GROUPS } from './format';
import type { ProgressView } from './progressStore';
import type { ProgressActions } from './useProgress';
import './progress.css';
import { FormError } from '../../layout/FormError';
import { PathLink } from '../../layout/PathLink';

/** A link to the page that reopens an item. */
export function ItemLink({ item }: { item: ProgressItem }) {
  return <PathLink path={item.ref}>{item.title}</PathLink>;
}

/** Where the list is kept, and (on the device) the way to keep it in an account. */
export function WhereKept({ where }: { where: ProgressView['where'] }) {
  return where === 'account' ? (
    <p className="progress-where">Kept in your account: every device you sign in on shows the same.</p>
  ) : (
    <p className="progress-where">
      Kept on this device only. <Link to="/account/log-in">Sign in</Link> to keep it in your account and see it on every
      device.
    </p>
  );
}

/** "Removed X. Undo" after a removal, until undone or another removal. */
function UndoNotice({ message, onUndo }: { message: string | null; onUndo: () => void }) {
  return (
    <div className="progress-undo" role="status">
      {message ? (
        <>
          <span>{message}</span>{' '}
          <button type="button" className="button-secondary" onClick={onUndo}>
            Undo
          </button>
        </>
      ) : null}
    </div>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'That did not work. Please try again.');

/** Runs an action, keeping its failure's sentence for the screen. */
function useAttempt(): [string | null, (action: () => Promise<void>) => Promise<boolean>] {
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (action: () => Promise<void>) => {
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(messageOf(error));
      return false;
    }
  };
  return [problem, attempt];
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="loading" role="status">
      {children}
    </p>
  );
}

/** Items grouped by kind, each with a link and a remove button, with Undo. */
function GroupedItems({
  items,
  removeLabel,
  removedMessage,
  onRemove,
  onRestore,
}: {
  items: readonly ProgressItem[];
  removeLabel: (item: ProgressItem) => string;
  removedMessage: (item: ProgressItem) => string;
  onRemove: (item: ProgressItem) => Promise<void>;
  onRestore: (item: ProgressItem) => Promise<void>;
}) {
  const [removed, setRemoved] = useState<ProgressItem | null>(null);
  const [problem, attempt] = useAttempt();
  const remove = async (item: ProgressItem) => {
    if (await attempt(() => onRemove(item))) setRemoved(item);
  };
  const undo = async () => {
    if (removed && (await attempt(() => onRestore(removed)))) setRemoved(null);
  };
  return (
    <>
      <UndoNotice message={removed ? removedMessage(removed) : null} onUndo={() => void undo()} />
      <FormError message={problem} />
      {KIND_GROUPS.map(({ kind, heading }) => {
        const ofKind = items.filter((item) => item.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} className="progress-group" aria-label={heading}>
            <h2>{heading}</h2>
            <ul className="progress-items">
              {ofKind.map((item) => (
                <li key={item.ref}>
                  <ItemLink item={item} />
                  <button
                    type="button"
                    className="button-secondary"
                    aria-label={removeLabel(item)}
                    onClick={() => void remove(item)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

type ListProps = {
  view: ProgressView;
  actions: Pick<ProgressActions, 'setFavourite' | 'setLearned' | 'removePractice' | 'restorePractice'>;
};

export function FavouritesList({ view, actions }: ListProps) {
  if (!view.ready) return <Loading>Loading your favourites…</Loading>;
  const { favourites } = view.state;
  return (
    <div className="progress-list">
      <WhereKept where={view.where} />
      {favourites.length === 0 ? (
        <p className="progress-empty">
          No favourites yet. Open any <Link to="/chords">chord</Link>, <Link to="/scales">scale</Link>,{' '}
          <Link to="/arpeggios">arpeggio</Link>, <Link to="/roots">root note</Link>, song or lesson and press{' '}
          <strong>Favourite</strong> (the heart) to keep it here.
        </p>
      ) : null}
      <GroupedItems
        items={favourites}
        removeLabel={(item) => `Remove ${item.title} from favourites`}
        removedMessage={(item) => `Removed ${item.title} from your favourites.`}
        onRemove={(item) => actions.setFavourite(item, false)}
        onRestore={(item) => actions.setFavourite(item, true)}
      />
    </div>
  );
}

export function LearnedList({ view, actions }: ListProps) {
  if (!view.ready) return <Loading>Loading what you have learned…</Loading>;
  const { learned } = view.state;
  return (
    <div className="progress-list">
      <WhereKept where={view.where} />
      {learned.length === 0 ? (
        <p className="progress-empty">
          Nothing marked as learned yet. When you know a chord, scale or song by heart, press <strong>Learned</strong>{' '}
          (the tick) on its page.
        </p>
      ) : null}
      <GroupedItems
        items={learned}
        removeLabel={(item) => `Remove ${item.title} from what you have learned`}
        removedMessage={(item) => `${item.title} is no longer marked as learned.`}
        onRemove={(item) => actions.setLearned(item, false)}
        onRestore={(item) => actions.setLearned(item, true)}
      />
    </div>
  );
}

export function PracticeList({ view, actions, timeZone }: ListProps & { timeZone?: string }) {
  const [removed, setRemoved] = useState<PracticeEntry | null>(null);
  const [problem, attempt] = useAttempt();
  if (!view.ready) return <Loading>Loading your practice log…</Loading>;
  const { entries, totalMinutes } = view.state.practice;
  const remove = async (entry: PracticeEntry) => {
    if (await attempt(() => actions.removePractice(entry))) setRemoved(entry);
  };
  const undo = async () => {
    if (removed && (await attempt(() => actions.restorePractice(removed)))) setRemoved(null);
  };
  const sessions = view.practiceCount;
  return (
    <div className="progress-list">
      <WhereKept where={view.where} />
      <p className="practice-total">
        {sessions === 0
          ? 'No practice logged yet.'
          : `${formatMinutes(totalMinutes)} of practice in ${sessions} ${sessions === 1 ? 'session' : 'sessions'}.`}
        {sessions > entries.length ? ` The latest ${entries.length} are shown.` : ''}
      </p>
      {sessions === 0 ? (
        <p className="progress-empty">
          Practise with the <Link to="/daily-practice">daily routine</Link>, or press <strong>Log practice</strong> on
          any chord, scale or song page.
        </p>
      ) : null}
      <UndoNotice
        message={removed ? `Removed ${formatMinutes(removed.minutes)} of ${removed.item.title}.` : null}
        onUndo={() => void undo()}
      />
      <FormError message={problem} />
      {entries.length > 0 ? (
        <ol className="practice-entries">
          {entries.map((entry) => (
            <li key={entry.eventId ?? `${entry.practisedAt}-${entry.item.ref}`}>
              <div className="practice-what">
                <ItemLink item={entry.item} />
                <span>
                  {formatMinutes(entry.minutes)}
                  {entry.tempo !== undefined ? ` at ${entry.tempo} bpm` : ''}
                </span>
                <time dateTime={entry.practisedAt}>{formatDateTime(entry.practisedAt, 'en-GB', timeZone)}</time>
              </div>
              {entry.note ? <p className="practice-note">{entry.note}</p> : null}
              <button
                type="button"
                className="button-secondary"
                aria-label={`Remove ${formatMinutes(entry.minutes)} of ${entry.item.title}, ${formatDateTime(entry.practisedAt, 'en-GB', timeZone)}`}
                disabled={!entry.eventId}
                onClick={() => void remove(entry)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
