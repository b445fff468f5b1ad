import type { RoomState } from '#events/roomState';
import { findMember } from '#events/roomState';
import { nameOf, type RoomLive } from './roomFeed';

/**
 * Who is in the room, in join order: present or away, who leads, who hosts, raised
 * hands. The leader or host can hand the lead to a member (and lower a hand); the host
 * takes the lead back; everyone raises and lowers their own hand.
 */
export function MemberList({
  live,
  state,
  you,
  onHandOver,
  onTakeLead,
  onHand,
  onLowerHandOf,
}: {
  live: RoomLive;
  state: RoomState;
  you: string;
  onHandOver: (memberId: string) => void;
  onTakeLead: () => void;
  onHand: (raise: boolean) => void;
  onLowerHandOf: (memberId: string) => void;
}) {
  const me = findMember(state, you);
  const iLead = state.leaderId === you;
  const iHost = state.hostId === you;
  const present = new Set(live.present);
  return (
    <section className="room-members" aria-labelledby="room-members-heading">
      <h2 id="room-members-heading">In the room ({state.members.length})</h2>
      <ul>
        {state.members.map((member) => {
          const name = nameOf(live, member.memberId);
          const isYou = member.memberId === you;
          const leads = state.leaderId === member.memberId;
          const away = !isYou && !present.has(member.memberId);
          const roles = [
            isYou && 'you',
            member.isHost && 'host',
            leads && 'leads',
            away ? 'away' : 'here',
            member.handRaised && 'hand raised',
          ].filter(Boolean);
          return (
            <li
              key={member.memberId}
              data-member={name}
              data-away={away}
              data-leads={leads}
              data-hand-raised={member.handRaised}
            >
              <span className="room-member-name">
                {member.handRaised ? <span aria-hidden="true">✋ </span> : null}
                {name}
              </span>{' '}
              <span className="room-member-roles">({roles.join(', ')})</span>
              {!isYou && (iLead || iHost) && !leads ? (
                <button type="button" className="button-secondary" onClick={() => onHandOver(member.memberId)}>
                  Hand the lead to {name}
                </button>
              ) : null}
              {!isYou && (iLead || iHost) && member.handRaised ? (
                <button type="button" className="button-secondary" onClick={() => onLowerHandOf(member.memberId)}>
                  Lower {name}’s hand
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="room-member-actions">
        {me ? (
          <button
            type="button"
            className="button-secondary"
            aria-pressed={me.handRaised}
            onClick={() => onHand(!me.handRaised)}
          >
            {me.handRaised ? 'Lower my hand' : 'Raise my hand'}
          </button>
        ) : null}
        {iHost && !iLead ? (
          <button type="button" className="button-secondary" onClick={onTakeLead}>
            Take the lead back
          </button>
        ) : null}
      </div>
    </section>
  );
}
