-- Scored runs of a user's progress stream (ExerciseCompleted, QuizRoundCompleted,
-- ChangesCounted): learning-mode exercises, quiz rounds and One Minute Changes. Written
-- with the append like the other progress projections and rebuilt from the log. `data` is
-- the event's data as stored; `completed_at` as the learner wrote it (their UTC offset).
create table scored_runs (
  event_id            uuid primary key,
  user_id             text not null,
  version             integer not null,
  type                text not null,
  data                jsonb not null,
  completed_at        text not null,
  completed_instant   timestamptz not null
);

create index scored_runs_user_idx on scored_runs (user_id, completed_instant desc, version desc);
