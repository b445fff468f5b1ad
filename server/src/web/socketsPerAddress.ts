/**
 * How many WebSockets one client address may hold open at once. A class behind one school
 * network shares an address: fifty students with a tab or three each must fit, while one
 * machine opening thousands (a flood) must not. Above the cap, the upgrade is refused with
 * 429 and a sentence; the sockets already open carry on.
 */
export const MAX_SOCKETS_PER_ADDRESS = 300;

export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number = MAX_SOCKETS_PER_ADDRESS) {}

  /** Whether one more socket from `address` may open now. */
  admits(address: string): boolean {
    return (this.open.get(address) ?? 0) < this.max;
  }

  /** Counts a socket from `address` until the returned function is called (once, when it closes). */
  opened(address: string): () => void {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}

export const TOO_MANY_SOCKETS = 'Too many connections from your network at once. Close a few tabs and try again.';
