import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { clientSocketFault } from './socketFaults';

const withCode = (error: Error, code: string) => Object.assign(error, { code });

describe("a WebSocket error that is the client's doing", () => {
  it('is a frame ws refused, or a connection the client dropped, also when tRPC wraps it', () => {
    const tooBig = withCode(new RangeError('Max payload size exceeded'), 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(clientSocketFault(tooBig)).toEqual({
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      message: 'Max payload size exceeded',
    });
    const notUtf8 = withCode(new Error('Invalid WebSocket frame: invalid UTF-8 sequence'), 'WS_ERR_INVALID_UTF8');
    expect(clientSocketFault(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: notUtf8 }))?.code).toBe(
      'WS_ERR_INVALID_UTF8',
    );
    expect(clientSocketFault(withCode(new Error('read ECONNRESET'), 'ECONNRESET'))?.code).toBe('ECONNRESET');
  });

  it('is not any other error: those may be the server’s own and are logged as errors', () => {
    expect(clientSocketFault(new TypeError('Cannot read properties of undefined'))).toBeNull();
    expect(clientSocketFault(withCode(new Error('connection refused'), 'ECONNREFUSED'))).toBeNull();
    expect(clientSocketFault(withCode(new Error('x'), 'WS_ERR_'))).toBeNull();
    expect(clientSocketFault({ code: 'WS_ERR_INVALID_UTF8', message: 'not an Error' })).toBeNull();
    expect(clientSocketFault(null)).toBeNull();
  });
});
