/**
 * For integration tests: wait until something observable is true (a lock is waited on, a
 * query is queued, a reader has caught up) instead of sleeping for a guessed time. A
 * sleep is either too short on a busy machine (a flaky test) or longer than needed on
 * every run; a condition is neither. The timeout only turns a hang into a failure that
 * says what never happened: it asserts nothing about speed.
 */
export interface WaitForOptions {
  /** What is awaited, for the failure message. */
  description?: string;
  /** Give up after this long (default 30 s, inside the integration tier's 60 s per test). */
  timeoutMs?: number;
  /** Look again after this long (default 10 ms). */
  intervalMs?: number;
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  { description = 'the condition', timeoutMs = 30_000, intervalMs = 10 }: WaitForOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() >= deadline) throw new Error(`Waited ${timeoutMs} ms for ${description}, which never came true.`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
