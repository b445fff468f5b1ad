/**
 * A leader's ephemeral signal (pointer, sounded note) to every member on every instance,
 * never stored: checked against the room's state and a token bucket per member, then
 * published on the signal bus. It comes up to 30 times a second, so who is asking is
 * resolved through the short cache and the state is the cached fold while the hub has
 * heard of nothing newer; a signal is no decision, so an append not yet announced may be
 * missed.
 */
import type { RoomSignal } from '#events/roomSignals';
import { isMember } from '#events/roomState';
import type { Principal } from './roomRecords';
import { ok, refuse, type RoomOutcome } from './roomOutcome';
import type { Rooms } from './roomsOnDemand';

export async function sendSignal(
  { service, hub, throttles }: Pick<Rooms, 'service' | 'hub' | 'throttles'>,
  code: string,
  principal: Principal,
  signal: RoomSignal,
  now: number,
): Promise<RoomOutcome<{ delivered: boolean }>> {
  const found = await service.memberCached(code, principal);
  if (!found.ok) return found;
  const { room, member } = found.value;
  const cached = service.cache.peek(room.roomId);
  const state =
    cached && hub.isCurrent(room.roomId, cached.version)
      ? cached
      : await service.cache.current(service.sql, room.roomId);
  if (state.closed) return refuse('CLOSED');
  if (!isMember(state, member.memberId)) return refuse('NOT_MEMBER');
  if (state.leaderId !== member.memberId) {
    return {
      ok: false,
      refusal: 'NOT_LEADER',
      message: 'Only the member who leads the room can point and play to everyone.',
    };
  }
  // Over the rate the signal is dropped: the next pointer move replaces it.
  if (!throttles[signal.type].take(`${room.roomId}:${member.memberId}`, now)) return ok({ delivered: false });
  hub.publishSignal(room.roomId, member.memberId, signal);
  return ok({ delivered: true });
}
