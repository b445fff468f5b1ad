/**
 * The username rule as the server checks it (events/progressEvents.ts USERNAME_PATTERN,
 * kept in step by username.test.ts): written out here so the Set Username screen does not
 * pull zod into its download.
 */
import { REFUSALS } from '#events/refusals';

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;

/** The server's own sentence (events/refusals.ts holds no zod, so the screen's download stays small). */
export const USERNAME_RULE = REFUSALS.USERNAME_INVALID.sentence;

/** What is wrong with `value` as a username, in a sentence; null when it fits the rule. */
export function usernameProblem(value: string): string | null {
  if (USERNAME_PATTERN.test(value)) return null;
  if (value.length === 0) return 'Choose a username of 3 to 30 characters.';
  if (/\s/.test(value)) return 'A username cannot contain spaces. Use - or _ instead.';
  if (/[^A-Za-z0-9_-]/.test(value)) return 'Use only letters (a to z), digits, - and _.';
  if (value.length < 3) return 'A username needs at least 3 characters.';
  return 'A username can be at most 30 characters.';
}
