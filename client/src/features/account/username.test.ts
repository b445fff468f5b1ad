import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN as SERVER_PATTERN } from '#events/progressEvents';
import { USERNAME_PATTERN, usernameProblem } from './username';

describe('username check', () => {
  it('is the same rule the server applies', () => {
    expect(USERNAME_PATTERN.source).toBe(SERVER_PATTERN.source);
    expect(USERNAME_PATTERN.flags).toBe(SERVER_PATTERN.flags);
  });

  it('accepts 3 to 30 letters, digits, - and _', () => {
    for (const name of ['ada', 'Ada_Lovelace-1815', 'a'.repeat(30), '___', '0-9'])
      expect(usernameProblem(name)).toBeNull();
  });

  it('says what is wrong with anything else', () => {
    expect(usernameProblem('')).toBe('Choose a username of 3 to 30 characters.');
    expect(usernameProblem('ab')).toBe('A username needs at least 3 characters.');
    expect(usernameProblem('a'.repeat(31))).toBe('A username can be at most 30 characters.');
    expect(usernameProblem('ada lovelace')).toBe('A username cannot contain spaces. Use - or _ instead.');
    expect(usernameProblem('zoë')).toBe('Use only letters (a to z), digits, - and _.');
    expect(usernameProblem('ada@home')).toBe('Use only letters (a to z), digits, - and _.');
  });
});
