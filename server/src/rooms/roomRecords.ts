/**
 * The rows beside a room's stream (migrations/0004_rooms.sql): the code's lookup, and who
 * the members are as accounts or named guests. Every function takes the `sql` to run on,
 * so a caller's transaction can include it.
 */
import { randomUUID } from 'node:crypto';
import { append } from '../eventStore/append';
import type { Queryable } from '../eventStore';
import { parseStreamId, roomStream } from '#events/streams';
import { CURRENT_ROOM_SCHEMA, type MemberKind } from '#events/roomEvents';
import { hashToken } from './secrets';

export interface RoomRecord {
  roomId: string;
  code: string;
  hostUserId: string | null;
  closedAt: Date | null;
}

export interface MemberRecord {
  memberId: string;
  roomId: string;
  kind: MemberKind;
}

/** Who is asking: a signed-in user, or a guest holding a room token (a token wins). */
export interface Principal {
  userId: string | null;
  guestToken?: string | undefined;
}

/** A name to show for members whose account or guest name is gone. */
export const FORMER_MEMBER_NAME = 'Former member';
/** A signed-in member whose account has neither a username nor a name (usual after an e-mail link). */
export const UNNAMED_MEMBER_NAME = 'Member without a username';
export const GUEST_NAME = 'Guest';

export async function findRoomByCode(sql: Queryable, code: string): Promise<RoomRecord | null> {
  const [row] = await sql<{ room_id: string; code: string; host_user_id: string | null; closed_at: Date | null }[]>`
    select room_id, code, host_user_id, closed_at from rooms where code = ${code}`;
  return row ? { roomId: row.room_id, code: row.code, hostUserId: row.host_user_id, closedAt: row.closed_at } : null;
}

/** The room a client-made open event id created, so a retried open answers the same room. */
export async function findRoomOpenedBy(sql: Queryable, eventId: string): Promise<RoomRecord | null> {
  const [row] = await sql<
    { stream_id: string; type: string }[]
  >`select stream_id, type from events where event_id = ${eventId}::uuid`;
  const stream = row ? parseStreamId(row.stream_id) : null;
  if (!row || row.type !== 'RoomOpened' || stream?.kind !== 'room') return null;
  const [room] = await sql<{ code: string }[]>`select code from rooms where room_id = ${stream.id}`;
  return room ? findRoomByCode(sql, room.code) : null;
}

export async function insertRoom(
  sql: Queryable,
  room: { roomId: string; code: string; hostUserId: string },
): Promise<void> {
  await sql`insert into rooms (room_id, code, host_user_id) values (${room.roomId}, ${room.code}, ${room.hostUserId})`;
}

export async function insertUserMember(
  sql: Queryable,
  member: { memberId: string; roomId: string; userId: string },
): Promise<void> {
  await sql`
    insert into room_members (member_id, room_id, kind, user_id)
    values (${member.memberId}, ${member.roomId}, 'user', ${member.userId})`;
}

export async function insertGuestMember(
  sql: Queryable,
  member: { memberId: string; roomId: string; displayName: string; token: string },
): Promise<void> {
  await sql`
    insert into room_members (member_id, room_id, kind, display_name, token_hash)
    values (${member.memberId}, ${member.roomId}, 'guest', ${member.displayName}, ${hashToken(member.token)})`;
}

/** A retried guest join (its answer was lost) gets a fresh token; the lost one stops working. */
export async function replaceGuestToken(sql: Queryable, memberId: string, token: string): Promise<void> {
  await sql`update room_members set token_hash = ${hashToken(token)} where member_id = ${memberId} and kind = 'guest'`;
}

/** The member row of whoever is asking in this room, or null. A guest token is checked against its hash. */
export async function findMember(sql: Queryable, roomId: string, principal: Principal): Promise<MemberRecord | null> {
  type Row = { member_id: string; room_id: string; kind: MemberKind };
  let rows: Row[];
  if (principal.guestToken) {
    rows = await sql<Row[]>`
      select member_id, room_id, kind from room_members
      where token_hash = ${hashToken(principal.guestToken)} and room_id = ${roomId}`;
  } else if (principal.userId) {
    rows = await sql<Row[]>`
      select member_id, room_id, kind from room_members where room_id = ${roomId} and user_id = ${principal.userId}`;
  } else {
    return null;
  }
  const row = rows[0];
  return row ? { memberId: row.member_id, roomId: row.room_id, kind: row.kind } : null;
}

/** The member whose join was this event, when it was a guest's (for a retried join). */
export async function findGuestByJoinEvent(sql: Queryable, roomId: string, eventId: string): Promise<string | null> {
  const [row] = await sql<{ member_id: string }[]>`
    select m.member_id from events e join room_members m on m.member_id = e.data->>'memberId'
    where e.event_id = ${eventId}::uuid and e.type = 'MemberJoined' and m.room_id = ${roomId} and m.kind = 'guest'`;
  return row?.member_id ?? null;
}

/** Names to show for members: a guest's own name, a user's username (or name); gone: a stand-in. */
export async function memberNames(
  sql: Queryable,
  roomId: string,
  memberIds?: readonly string[],
): Promise<Record<string, string>> {
  const rows = await sql<{ member_id: string; kind: MemberKind; name: string | null; linked: boolean }[]>`
    select m.member_id, m.kind, coalesce(m.display_name, u.username, u.name) as name, u.id is not null as linked
    from room_members m left join users u on u.id = m.user_id
    where m.room_id = ${roomId}
      and (${memberIds ? JSON.stringify(memberIds) : null}::text is null
           or m.member_id = any(array(select jsonb_array_elements_text(${memberIds ? JSON.stringify(memberIds) : '[]'}::text::jsonb))))`;
  const names: Record<string, string> = {};
  for (const row of rows)
    names[row.member_id] =
      row.name ?? (row.kind === 'guest' ? GUEST_NAME : row.linked ? UNNAMED_MEMBER_NAME : FORMER_MEMBER_NAME);
  return names;
}

/** A closed room: its guests' tokens and names are erased (a guest has no account to delete them from later). */
export async function markRoomClosed(sql: Queryable, roomId: string): Promise<void> {
  await sql`update rooms set closed_at = coalesce(closed_at, now()) where room_id = ${roomId}`;
  await sql`update room_members set token_hash = null, display_name = null where room_id = ${roomId} and kind = 'guest'`;
}

/**
 * For account deletion, inside its transaction (after the user's lock): the rooms the user
 * hosts and still has open are closed (RoomClosed appended, guests erased), the user
 * leaves the other open rooms they are in (MemberLeft), and every link from a room to the
 * account is cut, so the rooms' streams name only member ids that lead nowhere. Returns
 * the streams appended to, for the caller to wake on the bus after its commit. A room
 * written to at the same moment makes this throw ConcurrencyError: retry the deletion.
 */
export async function forgetUserInRooms(
  tx: Queryable,
  userId: string,
  now = new Date(),
): Promise<{ streams: { streamId: string; version: number }[] }> {
  const rows = await tx<{ room_id: string; member_id: string; hosts: boolean }[]>`
    select r.room_id, m.member_id, r.host_user_id is not distinct from m.user_id as hosts
    from room_members m join rooms r on r.room_id = m.room_id
    where m.user_id = ${userId} and r.closed_at is null
    order by r.room_id
    for update of r`;
  const streams: { streamId: string; version: number }[] = [];
  for (const room of rows) {
    const streamId = roomStream(room.room_id);
    const metadata = { actor: room.member_id, occurredAt: now.toISOString(), reason: 'accountDeleted' };
    const event = room.hosts
      ? { eventId: randomUUID(), type: 'RoomClosed', schema: CURRENT_ROOM_SCHEMA, data: {}, metadata }
      : {
          eventId: randomUUID(),
          type: 'MemberLeft',
          schema: CURRENT_ROOM_SCHEMA,
          data: { memberId: room.member_id },
          metadata,
        };
    const result = await append(tx, streamId, 'any', [event]);
    streams.push({ streamId, version: result.nextExpectedVersion });
    if (room.hosts) await markRoomClosed(tx, room.room_id);
  }
  await tx`update rooms set host_user_id = null where host_user_id = ${userId}`;
  await tx`update room_members set user_id = null where user_id = ${userId}`;
  return { streams };
}
