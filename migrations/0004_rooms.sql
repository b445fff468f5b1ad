-- Live practice rooms (ARCHITECTURE.md, "Live practice rooms"). What happens in a room is
-- its event stream ('room-<room_id>'); these tables hold what the stream must not: the
-- share code's lookup, who the host and members are as accounts, and guests' names and
-- tokens. Room events name members by `member_id` only, so deleting a row here (account
-- deletion, a room closing) leaves no personal data in the log. Server code:
-- server/src/rooms/. Runs on Postgres 15+ and on PGlite (Postgres 18).

create table rooms (
  room_id       text primary key,
  -- 12 characters of Crockford's base 32 (events/roomEvents.ts), from crypto random bytes.
  code          text not null unique,
  -- Null once the host's account is deleted.
  host_user_id  text,
  opened_at     timestamptz not null default now(),
  closed_at     timestamptz
);

create index rooms_host_user_id_idx on rooms (host_user_id) where host_user_id is not null;

create table room_members (
  member_id     text primary key,
  room_id       text not null references rooms (room_id),
  kind          text not null check (kind in ('user', 'guest')),
  -- A signed-in member's account; null for guests, and once the account is deleted.
  user_id       text,
  -- A guest's own name for this room (1 to 40 characters); null for users (their name
  -- is looked up from `users`), and erased when the room closes.
  display_name  text check (display_name is null or char_length(display_name) between 1 and 40),
  -- SHA-256 (hex) of a guest's room token; the token itself is never stored. Null for
  -- users, and erased when the room closes (a closed room accepts nothing).
  token_hash    text unique,
  joined_at     timestamptz not null default now()
);

create unique index room_members_room_user_key on room_members (room_id, user_id) where user_id is not null;
create index room_members_user_id_idx on room_members (user_id) where user_id is not null;
create index room_members_room_id_idx on room_members (room_id);
