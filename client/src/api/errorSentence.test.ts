import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { REFUSALS } from '#events/refusals';
import { errorSentence, UNREACHABLE } from './errorSentence';

/** A failed call as the tRPC client gives it, with the data our server's error formatter sends. */
const answered = (message: string, data: { code: string; httpStatus: number; refusal?: string | null }) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { path: 'x', refusal: null, ...data } } });

describe('reading a failed call', () => {
  it('says a refusal on the merits in its own sentence and does not retry it: an id already used stays used', () => {
    const error = answered(REFUSALS.ID_TAKEN.sentence, { code: 'CONFLICT', httpStatus: 409, refusal: 'ID_TAKEN' });
    expect(errorSentence(error)).toEqual({ sentence: REFUSALS.ID_TAKEN.sentence, retry: false, refusal: 'ID_TAKEN' });
  });

  it('retries a busy refusal, though it travels under the same code as an id already used', () => {
    const error = answered(REFUSALS.ROOM_BUSY.sentence, { code: 'CONFLICT', httpStatus: 409, refusal: 'ROOM_BUSY' });
    expect(errorSentence(error)).toEqual({ sentence: REFUSALS.ROOM_BUSY.sentence, retry: true, refusal: 'ROOM_BUSY' });
  });

  it('does not retry other refusals of the server (invalid input, forbidden) and shows their sentence', () => {
    const error = answered('Some of the information sent was not valid.', { code: 'BAD_REQUEST', httpStatus: 400 });
    expect(errorSentence(error)).toEqual({
      sentence: 'Some of the information sent was not valid.',
      retry: false,
      refusal: null,
    });
  });

  it('retries a failure on the server’s side and shows the server’s sentence for it', () => {
    const sentence = 'Something went wrong on our side. Please try again in a moment.';
    const error = answered(sentence, { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 });
    expect(errorSentence(error)).toEqual({ sentence, retry: true, refusal: null });
  });

  it('says the server could not be reached when no answer came, in the caller’s words when it has them', () => {
    const lost = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(errorSentence(lost)).toEqual({ sentence: UNREACHABLE, retry: true, refusal: null });
    expect(errorSentence(new TypeError('Failed to fetch'), 'Not saved.').sentence).toBe('Not saved.');
  });

  it('ignores a refusal name it does not know, reading the error by its status', () => {
    const error = answered('No.', { code: 'CONFLICT', httpStatus: 409, refusal: 'SOMETHING_NEW' });
    expect(errorSentence(error)).toEqual({ sentence: 'No.', retry: false, refusal: null });
  });
});
