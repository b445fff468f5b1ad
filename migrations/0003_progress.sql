-- Inline projections of the users' progress streams (ARCHITECTURE.md, "The event log"):
-- written in the same transaction as the append by server/src/projections/progress.ts
-- and rebuilt from the log alone by `npm run projections:rebuild`. No foreign key to
-- users: a projection is a function of the log, and account deletion removes these rows
-- with the stream. `version` is the stream version of the event that made the row (the
-- lists read newest first by it). Runs on Postgres 15+ and on PGlite (Postgres 18).

create table favourites (
  user_id   text not null,
  ref       text not null,
  kind      text not null,
  title     text not null,
  added_at  timestamptz not null,
  version   integer not null,
  primary key (user_id, ref)
);

create table learned (
  user_id     text not null,
  ref         text not null,
  kind        text not null,
  title       text not null,
  learned_at  timestamptz not null,
  version     integer not null,
  primary key (user_id, ref)
);

create table practice_log (
  event_id           uuid primary key,
  user_id            text not null,
  version            integer not null,
  ref                text not null,
  kind               text not null,
  title              text not null,
  minutes            double precision not null,
  tempo              integer,
  -- As the learner wrote it, with their UTC offset: its date part is the learner's day.
  practised_at       text not null,
  practised_instant  timestamptz not null,
  note               text
);

create index practice_log_user_idx on practice_log (user_id, practised_instant desc, version desc);

create table daily_practice (
  user_id  text not null,
  day      date not null,
  items    integer not null,
  version  integer not null,
  primary key (user_id, day)
);

-- Only the preferences the user changed, merged in stream order.
create table preferences (
  user_id  text primary key,
  changes  jsonb not null,
  version  integer not null
);
