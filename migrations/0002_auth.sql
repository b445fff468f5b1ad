-- Sign-in: the tables of the Auth.js adapter interface (ARCHITECTURE.md, "Sign-in"),
-- reached only through server/src/auth/adapter.ts. Database sessions, so a session can
-- be revoked by deleting its row. Runs on Postgres 15+ and on PGlite (Postgres 18).

create table users (
  id              text primary key,          -- crypto.randomUUID(), made by the adapter
  name            text,
  -- Null when an OAuth/OIDC profile shares no address. Kept as given; unique ignoring case.
  email           text,
  email_verified  timestamptz,
  image           text,
  -- Chosen on Set Username: 3 to 30 letters, digits, - and _ (ASCII, so lower() is the
  -- same under every locale), unique ignoring case. Null until chosen.
  username        text constraint users_username_format check (username ~ '^[A-Za-z0-9_-]{3,30}$'),
  created_at      timestamptz not null default now()
);

create unique index users_email_lower_key on users (lower(email));
create unique index users_username_lower_key on users (lower(username));

-- One row per sign-in method linked to a user (an OAuth/OIDC identity, or e-mail).
create table accounts (
  provider             text not null,
  provider_account_id  text not null,
  user_id              text not null references users (id) on delete cascade,
  type                 text not null check (type in ('oauth', 'oidc', 'email', 'webauthn')),
  refresh_token        text,
  access_token         text,
  expires_at           bigint,               -- seconds since the epoch, as Auth.js gives it
  token_type           text,
  scope                text,
  id_token             text,
  session_state        text,
  primary key (provider, provider_account_id)
);

create index accounts_user_id_idx on accounts (user_id);

create table sessions (
  session_token  text primary key,
  user_id        text not null references users (id) on delete cascade,
  expires        timestamptz not null
);

create index sessions_user_id_idx on sessions (user_id);

-- Magic-link tokens (Auth.js stores a hash of the token, never the token itself).
-- Single use: the adapter deletes the row as it reads it.
create table verification_tokens (
  identifier  text not null,
  token       text not null,
  expires     timestamptz not null,
  primary key (identifier, token)
);
