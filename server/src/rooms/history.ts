/**
 * Looking back at rooms (issue 6: "its durable history stays for the host and members to
 * review later"): the rooms a user hosted or joined, and one room's timeline, read from
 * its stream and folded with the same reducer the live feed uses. Read-only: nothing here
 * touches the room service's queue or cache, so reviewing a busy room never slows it.
 */
import type { RecordedRoomEvent } from '#events/roomEvents';
import { initialRoom, type RoomState } from '#events/roomState';
import { roomStream } from '#events/streams';
import type { Queryable } from '../eventStore';
import { findMember, findRoomByCode, memberNames, type Principal } from './roomRecords';
import { foldRecorded, isRecorded, READ_PAGE, readRoomEvents } from './roomLog';

/** Rooms listed at most by `roomsOf`. */
export const MAX_LISTED_ROOMS = 100;
/** Timeline events in one answer of `roomTimeline`. */
export const TIMELINE_PAGE = READ_PAGE;

export interface RoomSummary {
  code: string;
  title: string | null;
  openedAt: Date;
  closedAt: Date | null;
  /** The asker opened it. */
  hosted: boolean;
  /** Everyone who ever joined (leaving does not take them off). */
  memberCount: number;
}

/** The rooms `userId` hosted or joined, open and closed, newest first. */
export async function roomsOf(sql: Queryable, userId: string, limit = MAX_LISTED_ROOMS): Promise<RoomSummary[]> {
  const rows = await sql<
    { room_id: string; code: string; opened_at: Date; closed_at: Date | null; hosted: boolean; member_count: number }[]
  >`
    select r.room_id, r.code, r.opened_at, r.closed_at,
           coalesce(r.host_user_id = ${userId}, false) as hosted,
           (select count(*) from room_members c where c.room_id = r.room_id)::int as member_count
    from rooms r
    where r.host_user_id = ${userId}
       or exists (select 1 from room_members m where m.room_id = r.room_id and m.user_id = ${userId})
    order by r.opened_at desc, r.room_id
    limit ${Math.max(1, Math.min(limit, MAX_LISTED_ROOMS))}`;
  if (rows.length === 0) return [];
  // The title lives only in the stream's first event (the rows beside it hold no text a user typed).
  const streams = rows.map((row) => roomStream(row.room_id));
  const titled = await sql<{ stream_id: string; title: string | null }[]>`
    select stream_id, data->>'title' as title from events
    where version = 1 and type = 'RoomOpened'
      and stream_id = any(array(select jsonb_array_elements_text(${JSON.stringify(streams)}::text::jsonb)))`;
  const titles = new Map(titled.map((row) => [row.stream_id, row.title]));
  return rows.map((row) => ({
    code: row.code,
    title: titles.get(roomStream(row.room_id)) ?? null,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
    hosted: row.hosted,
    memberCount: row.member_count,
  }));
}

export interface RoomTimeline {
  code: string;
  title: string | null;
  openedAt: Date;
  closedAt: Date | null;
  /** The asker's member id in this room. */
  you: string;
  hosted: boolean;
  /** Display names by member id, as the live feed shows them (a deleted account: a stand-in). */
  names: Record<string, string>;
  /** Events after `after`, in version order, at most TIMELINE_PAGE. */
  events: RecordedRoomEvent[];
  /** Pass as `after` for the next page; null when this page reaches the end. */
  nextAfter: number | null;
  /** The fold of the whole stream: how the room was left. */
  state: RoomState;
}

/**
 * One room's timeline for a member of it: a signed-in member (the host is one), or a guest
 * holding the room's token (tokens die when the room closes, so afterwards only accounts
 * can look back). Null when there is no such room or the asker was never in it: the two
 * are told apart by nobody.
 */
export async function roomTimeline(
  sql: Queryable,
  code: string,
  principal: Principal,
  after = 0,
): Promise<RoomTimeline | null> {
  const room = await findRoomByCode(sql, code);
  if (!room) return null;
  let member = principal.guestToken
    ? await findMember(sql, room.roomId, { userId: null, guestToken: principal.guestToken })
    : null;
  if (!member && principal.userId) member = await findMember(sql, room.roomId, { userId: principal.userId });
  if (!member) return null;

  let state = initialRoom();
  const page: RecordedRoomEvent[] = [];
  let more = false;
  for (;;) {
    const events = await readRoomEvents(sql, room.roomId, state.version + 1, READ_PAGE);
    state = foldRecorded(state, events);
    for (const event of events) {
      if (event.version <= after || !isRecorded(event)) continue;
      if (page.length < TIMELINE_PAGE) page.push(event);
      else more = true;
    }
    if (events.length < READ_PAGE) break;
  }
  const [opened] = await sql<{ opened_at: Date }[]>`select opened_at from rooms where room_id = ${room.roomId}`;
  return {
    code: room.code,
    title: state.title,
    openedAt: opened?.opened_at ?? new Date(0),
    closedAt: room.closedAt,
    you: member.memberId,
    hosted: member.memberId === state.hostId,
    names: await memberNames(sql, room.roomId),
    events: page,
    nextAfter: more ? page.at(-1)!.version : null,
    state,
  };
}
