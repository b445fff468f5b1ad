import { EventEmitter, on } from 'node:events';

export type ServerPhase = 'running' | 'shutting-down';

/**
 * The process's own lifecycle, observable by live connections: when the server starts
 * shutting down, subscribers are told so their clients reconnect elsewhere.
 */
export class ServerStatus {
  #phase: ServerPhase = 'running';
  readonly #emitter = new EventEmitter();
  readonly startedAt = new Date();

  get phase(): ServerPhase {
    return this.#phase;
  }

  beginShutdown(): void {
    if (this.#phase === 'shutting-down') return;
    this.#phase = 'shutting-down';
    this.#emitter.emit('phase', this.#phase);
  }

  /**
   * Each later phase change until `signal` aborts. The listener is attached on this call,
   * not on first iteration, so a caller can listen first and read the current phase after.
   */
  changes(signal: AbortSignal | undefined): AsyncGenerator<ServerPhase> {
    const events = on(this.#emitter, 'phase', { signal });
    return (async function* () {
      for await (const [phase] of events) yield phase as ServerPhase;
    })();
  }
}
