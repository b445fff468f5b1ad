/**
 * The sentence an API error carries to the caller (trpc.ts's error formatter): the
 * procedure's own sentence for a refusal, and a fixed one where the text would otherwise
 * show internals or repeat what the caller sent. The log keeps the detail.
 */
import type { TRPCError } from '@trpc/server';

export const INTERNAL_SENTENCE = 'Something went wrong on our side. Please try again in a moment.';
export const UNREADABLE_SENTENCE = 'The message could not be read: send JSON as the tRPC protocol describes.';
export const INVALID_INPUT_SENTENCE = 'Some of the information sent was not valid.';
export const DUPLICATE_ID_SENTENCE =
  'A subscription with this id is already running on this connection: start it with a new id.';
export const NO_PROCEDURE_SENTENCE =
  'This action is not available on the server (it may have been updated since the page loaded): reload the page.';

/**
 * tRPC's refusal of a path that names no procedure (or one of another type): its text
 * repeats the path as sent, which may be anything up to a whole frame (pinned @trpc/server
 * 11.22.1, callProcedure). Our own NOT_FOUNDs (no such room) carry sentences of their own.
 */
const NO_PROCEDURE = /^No "[a-z.]+"-procedure on path "/;
/** tRPC's WebSocket adapter refusing a subscription id in use on the socket: its text repeats the id, any size. */
const DUPLICATE_ID = /^Duplicate id /;

export function errorSentence(error: Pick<TRPCError, 'code' | 'message'>, invalidInput: boolean): string {
  // A 5xx never shows its internals to the caller; the server log has them.
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_SENTENCE;
  // Nor does a frame or body that is not JSON: the parser's own text (where it stopped,
  // what it expected) is for the log, the caller gets the code and one sentence.
  if (error.code === 'PARSE_ERROR') return UNREADABLE_SENTENCE;
  if (invalidInput) return INVALID_INPUT_SENTENCE;
  if (error.code === 'NOT_FOUND' && NO_PROCEDURE.test(error.message)) return NO_PROCEDURE_SENTENCE;
  if (error.code === 'BAD_REQUEST' && DUPLICATE_ID.test(error.message)) return DUPLICATE_ID_SENTENCE;
  return error.message;
}
