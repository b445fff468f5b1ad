/**
 * The live room screen. Over 350 lines on purpose (for now): its sections (neck, leader's
 * controls, metronome, members, messages) share the room's store, the leader's draft
 * pattern and pending marks (so two quick choices build on each other) and one action
 * problem line; the pure parts already live apart (roomFeed.ts, patternView.ts, beats.ts,
 * roomApi.ts) and the sections that need no shared state are their own components.
 * Splitting the rest means lifting that state into the store first.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { MAX_MARKED_NOTES, type FretPlace, type RoomPattern } from '#events/roomEvents';
import { NOTE_DISPLAYS } from '#events/noteDisplays';
import type { NoteDisplay } from '#events/noteDisplays';
import { loadSound, playPosition } from '../../audio/sound';
import { Page } from '../../layout/Page';
import { TUNING_IDS, TUNING_PRESETS, type Position } from '../../theory';
import { ShareLink } from '../melody/ShareLink';
import { noteDisplayLabels } from '../neck/NeckControls';
import { forgetGuestToken } from './guestTokens';
import { MemberList } from './MemberList';
import { PatternControls } from './PatternControls';
import { neckView, roomTuning } from './patternView';
import { sendRoomCommand, sendRoomSignal, type RoomWho } from './roomApi';
import { nameOf } from './roomFeed';
import { RoomMessages } from './RoomMessages';
import { RoomMetronome } from './RoomMetronome';
import { RoomNeck } from './RoomNeck';
import { ClosedRoom } from './ClosedRoom';
import { OutdatedRoom } from './OutdatedRoom';
import { createRoomStore } from './roomStore';
import { useRoomClock, useRoomFeed } from './useRoomFeed';
import { FormError } from '../../layout/FormError';

const samePlace = (a: FretPlace, b: FretPlace) => a.string === b.string && a.fret === b.fret;
const sameMarks = (a: readonly FretPlace[], b: readonly FretPlace[]) =>
  a.length === b.length && a.every((place) => b.some((other) => samePlace(place, other)));

/** Each member's own loudness for the leader's notes, kept on the device. */
const VOLUME_KEY = 'fretboard-room-volume';
function savedVolume(): number {
  try {
    const value = Number(localStorage.getItem(VOLUME_KEY));
    return localStorage.getItem(VOLUME_KEY) !== null && Number.isFinite(value) && value >= 0 && value <= 100
      ? value
      : 80;
  } catch {
    return 80;
  }
}

/** The live room: the shared neck, the leader's controls, the metronome, members and messages. */
export function RoomLiveView({
  who,
  fallbackTitle,
  onRejoin,
}: {
  who: RoomWho;
  fallbackTitle: string;
  onRejoin: () => void;
}) {
  const [store] = useState(createRoomStore);
  const fieldId = useId();
  useRoomFeed(who, store);
  useRoomClock(store);
  const { live, connection, problem, ownPattern, clock } = useSelector(store, (snapshot) => snapshot.context);
  const navigate = useNavigate();
  const state = live.state;
  const you = live.you ?? '';
  const isLeader = state !== null && state.leaderId === you;
  const isHost = state !== null && state.hostId === you;

  const [soundOn, setSoundOn] = useState(false);
  const [volume, setVolume] = useState(savedVolume);
  const changeVolume = (next: number) => {
    setVolume(next);
    try {
      localStorage.setItem(VOLUME_KEY, String(next));
    } catch {
      // Private mode: the volume lasts for this visit.
    }
  };
  const [soundProblem, setSoundProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<'play' | 'mark'>('play');
  const [actionProblem, setActionProblem] = useState<string | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);

  const tuning = useMemo(() => roomTuning(state?.view.tuning ?? 'STANDARD'), [state?.view.tuning]);
  // What the leader chose last, shown at once while the room catches up, so a second
  // quick choice builds on the first rather than on the room's older pattern.
  const [draft, setDraft] = useState<RoomPattern | null>(null);
  const roomPattern = state?.view.pattern ?? null;
  if (draft && (!isLeader || JSON.stringify(draft) === JSON.stringify(roomPattern))) setDraft(null);
  // The leader shows the room's pattern; a member may be looking around on their own.
  const following = isLeader || ownPattern === null;
  const pattern = isLeader ? (draft ?? roomPattern) : following ? roomPattern : ownPattern;
  const view = useMemo(() => neckView(pattern, tuning), [pattern, tuning]);

  // The marks the leader sent last, until the room shows them: a second quick mark builds
  // on the first instead of on the room's older set (which would drop the first).
  const pendingMarks = useRef<readonly FretPlace[] | null>(null);
  const roomMarks = state?.view.markedNotes;
  useEffect(() => {
    if (pendingMarks.current && roomMarks && sameMarks(pendingMarks.current, roomMarks)) pendingMarks.current = null;
  }, [roomMarks]);

  const act = useCallback((work: Promise<unknown>) => {
    setActionProblem(null);
    work.catch((error: unknown) =>
      setActionProblem(error instanceof Error ? error.message : 'That did not work. Please try again.'),
    );
  }, []);

  // Members hear the leader's notes, with their own sound settings, once they turned sound on.
  const sounded = live.sounded;
  useEffect(() => {
    if (sounded && soundOn && !isLeader) playPosition(tuning, sounded.at, volume / 100);
    // Only a new sounding plays; a change of tuning or sound setting does not replay the last one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sounded]);

  const onActivate = useCallback(
    (position: Position) => {
      if (!isLeader || !state) {
        playPosition(tuning, position);
        return;
      }
      const place = { string: position.string, fret: position.fret };
      if (mode === 'play') {
        playPosition(tuning, position);
        void sendRoomSignal(who, { type: 'sounded', at: place });
        return;
      }
      const marked = pendingMarks.current ?? state.view.markedNotes;
      const next = marked.some((m) => samePlace(m, place))
        ? marked.filter((m) => !samePlace(m, place))
        : [...marked, place];
      if (next.length > MAX_MARKED_NOTES) {
        setActionProblem(`You can mark at most ${MAX_MARKED_NOTES} notes. Clear some first.`);
        return;
      }
      pendingMarks.current = next;
      act(
        sendRoomCommand(who, 'markNotes', { notes: next }).catch((error: unknown) => {
          pendingMarks.current = null;
          throw error;
        }),
      );
    },
    [isLeader, state, tuning, mode, who, act],
  );

  const onPointer = useCallback(
    (place: FretPlace | null) => {
      // Only while leading: a pointer sent just after handing over would be refused.
      if (store.getSnapshot().context.live.state?.leaderId === you)
        void sendRoomSignal(who, { type: 'pointer', at: place });
    },
    [store, who, you],
  );

  const turnSoundOn = () => {
    setSoundProblem(null);
    // Inside the click: browsers start sound only from a gesture.
    loadSound().then(
      () => setSoundOn(true),
      () =>
        setSoundProblem(
          'Your browser did not let the sound start. Press the button again, and check the device is not muted.',
        ),
    );
  };

  if (live.outdated) return <OutdatedRoom title={fallbackTitle} />;
  if (!state) {
    return (
      <Page screen="Practice Room" title={fallbackTitle}>
        {connection === 'ended' ? (
          <RoomProblem message={problem ?? 'The room could not be reached.'} onRejoin={onRejoin} />
        ) : (
          <p role="status">Connecting to the room…</p>
        )}
      </Page>
    );
  }
  if (state.closed) return <ClosedRoom title={state.title} code={state.code} />;

  const leaderName = state.leaderId ? nameOf(live, state.leaderId) : 'Nobody';
  const shareUrl =
    typeof window === 'undefined' ? `/rooms/${state.code}` : `${window.location.origin}/rooms/${state.code}`;

  return (
    <Page screen="Practice Room" title={state.title ?? fallbackTitle}>
      {connection === 'reconnecting' ? (
        <p className="room-banner" role="status">
          Reconnecting… You will catch up on everything you missed as soon as the connection is back.
        </p>
      ) : null}
      {connection === 'ended' ? (
        <RoomProblem message={problem ?? 'You are no longer in this room.'} onRejoin={onRejoin} />
      ) : null}
      <ShareLink url={shareUrl} label="Share this link to invite others" />

      <div className="room-status">
        <p role="status" data-leader={leaderName}>
          {isLeader ? 'You lead the room: what you show, everyone sees.' : `${leaderName} leads the room.`}
          {following ? '' : ' You are looking around on your own.'}
        </p>
        {!following ? (
          <button type="button" className="button" onClick={() => store.trigger.follow()}>
            Follow the leader
          </button>
        ) : null}
        <button
          type="button"
          className="button-secondary"
          aria-pressed={soundOn}
          onClick={soundOn ? () => setSoundOn(false) : turnSoundOn}
        >
          {soundOn ? 'Sound on (turn off)' : 'Turn sound on'}
        </button>
        {soundOn && !isLeader ? (
          <label className="room-volume">
            Volume of the leader's notes
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={volume}
              onChange={(event) => changeVolume(Number(event.target.value))}
            />
            <output>{volume}%</output>
          </label>
        ) : null}
        <FormError message={soundProblem} />
      </div>

      <FormError message={actionProblem} />

      <RoomNeck
        tuning={tuning}
        view={view}
        noteDisplay={state.view.noteDisplay}
        marked={following ? state.view.markedNotes : []}
        pointer={following ? live.pointer : null}
        sounded={live.sounded}
        onActivate={onActivate}
        onPointer={isLeader ? onPointer : undefined}
      />

      <div className="room-controls">
        <PatternControls
          heading={isLeader ? 'What the room sees' : 'Look around on your own'}
          pattern={pattern}
          view={view}
          onChange={(next: RoomPattern) => {
            if (!isLeader) {
              store.trigger.lookAround({ pattern: next });
              return;
            }
            setDraft(next);
            act(
              sendRoomCommand(who, 'showPattern', { pattern: next }).catch((error: unknown) => {
                setDraft(null);
                throw error;
              }),
            );
          }}
        />
        {isLeader ? (
          <fieldset className="room-pattern-controls">
            <legend>The neck</legend>
            <div className="room-field">
              <label htmlFor={`${fieldId}-tuning`}>Tuning</label>
              <select
                id={`${fieldId}-tuning`}
                value={typeof state.view.tuning === 'string' ? state.view.tuning : ''}
                onChange={(event) =>
                  act(
                    sendRoomCommand(who, 'changeTuning', { tuning: event.target.value as (typeof TUNING_IDS)[number] }),
                  )
                }
              >
                {typeof state.view.tuning === 'string' ? null : (
                  <option value="">Custom ({state.view.tuning.join(' ')})</option>
                )}
                {TUNING_IDS.map((id) => (
                  <option key={id} value={id}>
                    {TUNING_PRESETS[id].name}
                  </option>
                ))}
              </select>
            </div>
            <div className="room-field">
              <label htmlFor={`${fieldId}-display`}>Show on notes</label>
              <select
                id={`${fieldId}-display`}
                value={state.view.noteDisplay}
                onChange={(event) =>
                  act(sendRoomCommand(who, 'changeNoteDisplay', { noteDisplay: event.target.value as NoteDisplay }))
                }
              >
                {NOTE_DISPLAYS.map((display) => (
                  <option key={display} value={display}>
                    {noteDisplayLabels[display]}
                  </option>
                ))}
              </select>
            </div>
            <div role="group" aria-label="Clicking the neck" className="room-mode">
              <button
                type="button"
                className="button-secondary"
                aria-pressed={mode === 'play'}
                onClick={() => setMode('play')}
              >
                Play notes
              </button>
              <button
                type="button"
                className="button-secondary"
                aria-pressed={mode === 'mark'}
                onClick={() => setMode('mark')}
              >
                Mark notes
              </button>
              <button
                type="button"
                className="button-secondary"
                disabled={state.view.markedNotes.length === 0}
                onClick={() => {
                  pendingMarks.current = [];
                  act(sendRoomCommand(who, 'markNotes', { notes: [] }));
                }}
              >
                Clear marks
              </button>
            </div>
          </fieldset>
        ) : null}
      </div>

      <RoomMetronome
        metronome={state.metronome}
        tempo={state.tempo}
        clock={clock}
        soundOn={soundOn}
        isLeader={isLeader}
        onTempo={(bpm) => act(sendRoomCommand(who, 'changeTempo', { bpm }))}
        onStart={() => act(sendRoomCommand(who, 'startMetronome', { bpm: state.tempo, beatsPerBar: 4 }))}
        onStop={() => act(sendRoomCommand(who, 'stopMetronome', {}))}
      />

      <div className="room-side">
        <MemberList
          live={live}
          state={state}
          you={you}
          onHandOver={(to) => act(sendRoomCommand(who, 'handOverLead', { to }))}
          onTakeLead={() => act(sendRoomCommand(who, 'takeLead', {}))}
          onHand={(raise) => act(raise ? sendRoomCommand(who, 'raiseHand', {}) : sendRoomCommand(who, 'lowerHand', {}))}
          onLowerHandOf={(memberId) => act(sendRoomCommand(who, 'lowerHand', { memberId }))}
        />
        <RoomMessages
          messages={state.messages}
          nameOf={(id) => nameOf(live, id)}
          onSend={async (text) => void (await sendRoomCommand(who, 'postMessage', { text }))}
        />
      </div>

      <div className="room-exit">
        {isHost ? (
          confirmingClose ? (
            <div role="group" aria-label="Close the room" className="room-confirm">
              <p>Close the room for everyone? Its history stays, but nobody can join or change it again.</p>
              <button type="button" className="button" onClick={() => act(sendRoomCommand(who, 'close', {}))}>
                Yes, close the room
              </button>
              <button type="button" className="button-secondary" onClick={() => setConfirmingClose(false)}>
                Keep it open
              </button>
            </div>
          ) : (
            <button type="button" className="button-secondary" onClick={() => setConfirmingClose(true)}>
              Close the room…
            </button>
          )
        ) : (
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              act(
                sendRoomCommand(who, 'leave', {}).then(() => {
                  forgetGuestToken(who.code);
                  return navigate({ to: '/rooms' });
                }),
              )
            }
          >
            Leave the room
          </button>
        )}
      </div>
    </Page>
  );
}

function RoomProblem({ message, onRejoin }: { message: string; onRejoin: () => void }) {
  return (
    <div className="callout" role="alert">
      <p>{message}</p>
      <button type="button" className="button-secondary" onClick={onRejoin}>
        Join again
      </button>
    </div>
  );
}
