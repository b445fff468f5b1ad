/**
 * What went wrong while signing in, in words: each Auth.js error type of spec section 8
 * (and our own SessionRequired and ProvidersUnavailable) as a sentence of what happened
 * and one of what to do. Unknown types get the default, so any `?error=` is safe to show.
 */

export interface AuthErrorText {
  happened: string;
  next: string;
}

export const AUTH_ERROR_TYPES = [
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
  'ProvidersUnavailable',
] as const;

export type AuthErrorType = (typeof AUTH_ERROR_TYPES)[number];

const texts: Record<AuthErrorType, AuthErrorText> = {
  AccessDenied: {
    happened: 'Sign-in was turned down, so you are not signed in.',
    next: 'If that was a mistake, try again and allow Fretboard when you are asked.',
  },
  CallbackRouteError: {
    happened: 'Something went wrong when the sign-in service sent you back to us.',
    next: 'Please try again. If it keeps happening, use another way to sign in, such as an e-mail link.',
  },
  OAuthAccountNotLinked: {
    happened: 'Your e-mail address already belongs to an account that signs in another way.',
    next: 'Sign in the way you did before, for example with an e-mail link.',
  },
  OAuthCallbackError: {
    happened: 'The sign-in service sent back an answer we could not use.',
    next: 'Please try again. If it keeps happening, use an e-mail link instead.',
  },
  OAuthSignInError: {
    happened: 'We could not start signing you in with that service.',
    next: 'Try again in a moment, or use another way to sign in.',
  },
  EmailSignInError: {
    happened: 'We could not send your sign-in e-mail.',
    next: 'Check the address and try again in a few minutes.',
  },
  CredentialsSignin: {
    happened: 'The details you entered were not accepted.',
    next: 'Check them and try again.',
  },
  MissingCSRF: {
    happened: 'The sign-in form had expired, so we stopped to keep your account safe.',
    next: 'Go back to the sign-in page and try again.',
  },
  Verification: {
    happened: 'That sign-in link has expired or has already been used.',
    next: 'Each link works once, within an hour. Ask for a new one and open the latest e-mail.',
  },
  SessionTokenError: {
    happened: 'We could not read your session, so you are not signed in.',
    next: 'Please sign in again.',
  },
  AccountNotLinked: {
    happened: 'That account is already linked to a different sign-in.',
    next: 'Sign in the way you used the first time.',
  },
  InvalidCallbackUrl: {
    happened: 'The page to return to after signing in is not on this site, so we stopped.',
    next: 'Start again from the sign-in page.',
  },
  SignOutError: {
    happened: 'Signing out did not work.',
    next: 'Please try again. If it keeps happening, close your browser to end the session on this device.',
  },
  UnknownAction: {
    happened: 'That sign-in address does not exist.',
    next: 'Start again from the sign-in page.',
  },
  SessionRequired: {
    happened: 'You need to be signed in to see that page.',
    next: 'Sign in and we will take you straight back to it.',
  },
  Configuration: {
    happened: 'Sign-in is not set up correctly on this server.',
    next: 'Please try again later. If you run this server, check its sign-in settings and its log.',
  },
  ProvidersUnavailable: {
    happened: 'We could not load the ways to sign in.',
    next: 'Check your connection and try again.',
  },
};

const fallback: AuthErrorText = {
  happened: 'Something went wrong while signing you in.',
  next: 'Please try again. If it keeps happening, try again later or use another way to sign in.',
};

/** Codes that narrow a type down (our server's `code=rate_limited` on EmailSignInError). */
const byCode: Partial<Record<AuthErrorType, Record<string, AuthErrorText>>> = {
  EmailSignInError: {
    rate_limited: {
      happened: 'Too many sign-in links were asked for in a short time.',
      next: 'Use the latest link you were sent, or wait a few minutes and ask again.',
    },
  },
};

export function isAuthErrorType(value: unknown): value is AuthErrorType {
  return typeof value === 'string' && (AUTH_ERROR_TYPES as readonly string[]).includes(value);
}

/** The sentences for an error type (and code) read from a URL; anything unknown gets the default. */
export function describeAuthError(type: string | null | undefined, code?: string | null): AuthErrorText {
  if (!isAuthErrorType(type)) return fallback;
  const codes = byCode[type];
  return (code && codes && Object.hasOwn(codes, code) ? codes[code] : undefined) ?? texts[type];
}
