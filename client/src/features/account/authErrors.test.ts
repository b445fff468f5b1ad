import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_TYPES, describeAuthError } from './authErrors';

// Spec section 8's list, and the two the app adds: a page that needs sign-in, and a
// provider list that would not load.
const specTypes = [
  'AccessDenied',
  'CallbackRouteError',
  'OAuthAccountNotLinked',
  'OAuthCallbackError',
  'OAuthSignInError',
  'EmailSignInError',
  'CredentialsSignin',
  'MissingCSRF',
  'Verification',
  'SessionTokenError',
  'AccountNotLinked',
  'InvalidCallbackUrl',
  'SignOutError',
  'UnknownAction',
  'SessionRequired',
  'Configuration',
];

const fallback = describeAuthError(undefined);

describe('sign-in error sentences', () => {
  it('covers every error type of the spec', () => {
    expect(AUTH_ERROR_TYPES).toEqual(expect.arrayContaining(specTypes));
  });

  it.each(AUTH_ERROR_TYPES)('%s says what happened and what to do, in its own words', (type) => {
    const text = describeAuthError(type);
    expect(text.happened).toMatch(/^[A-Z].*\.$/);
    expect(text.next).toMatch(/^[A-Z].*\.$/);
    expect(text).not.toEqual(fallback);
  });

  it('gives each type a sentence of its own', () => {
    const sentences = AUTH_ERROR_TYPES.map((type) => describeAuthError(type).happened);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('tells a used or expired link apart from everything else', () => {
    expect(describeAuthError('Verification').happened).toBe('That sign-in link has expired or has already been used.');
  });

  it('explains a refused magic-link request by its code', () => {
    expect(describeAuthError('EmailSignInError', 'rate_limited').happened).toBe(
      'Too many sign-in links were asked for in a short time.',
    );
    expect(describeAuthError('EmailSignInError', 'other')).toEqual(describeAuthError('EmailSignInError'));
  });

  it('falls back to a general sentence for anything else, including tricky keys', () => {
    for (const type of ['Default', 'InvalidCheck', 'toString', '__proto__', '', null]) {
      expect(describeAuthError(type)).toEqual(fallback);
    }
    expect(describeAuthError('EmailSignInError', 'toString')).toEqual(describeAuthError('EmailSignInError'));
    expect(fallback.happened).toBe('Something went wrong while signing you in.');
  });
});
