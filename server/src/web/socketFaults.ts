/**
 * Errors on an open WebSocket that its client caused, not the server: a frame that breaks
 * the protocol (`ws` refuses it and closes the socket: too big 1009, not UTF-8 1007, a bad
 * opcode 1002...), or a connection the client dropped mid-frame. Logged as a warning with
 * their code, never as an error with a stack: anyone can send them by the thousand (a
 * socket costs nothing to reopen), and they must not fill the error log or page whoever
 * watches it.
 */

/** The codes `ws` gives a frame it refuses, and the ways a client's connection ends abruptly. */
const CLIENT_CODES = /^(WS_ERR_[A-Z0-9_]+|ECONNRESET|EPIPE)$/;

export interface SocketFault {
  code: string;
  message: string;
}

/** The client's fault behind `error` (or its `cause`, as tRPC wraps it), or null when it may be the server's. */
export function clientSocketFault(error: unknown): SocketFault | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && CLIENT_CODES.test(code)) return { code, message: current.message };
    current = current.cause;
  }
  return null;
}
