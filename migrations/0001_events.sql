-- The event log: one append-only table (see ARCHITECTURE.md, "The event log").
-- Runs on Postgres 15+ and on PGlite (Postgres 18).
create table events (
  position     bigserial primary key,
  tx_id        xid8 not null default pg_current_xact_id(),
  stream_id    text not null,
  version      integer not null,
  event_id     uuid not null unique,
  type         text not null,
  schema       smallint not null,
  data         jsonb not null,
  metadata     jsonb not null,
  recorded_at  timestamptz not null default now(),
  unique (stream_id, version)
);

-- Cross-stream readers page in (tx_id, position) order below the snapshot's xmin.
create index events_tx_id_position_idx on events (tx_id, position);
