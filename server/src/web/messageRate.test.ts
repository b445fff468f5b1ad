import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { FLOOD_CLOSE_CODE, limitMessageRate } from './messageRate';

function fakeSocket() {
  const emitter = new EventEmitter();
  const closes: Array<{ code?: number; reason?: string }> = [];
  const socket = {
    on: (event: 'message', listener: () => void) => emitter.on(event, listener),
    close: (code?: number, reason?: string) => void closes.push({ code, reason }),
  };
  return { socket, send: () => emitter.emit('message'), closes };
}

describe('limitMessageRate', () => {
  it('lets a steady client through for as long as it keeps to the rate', () => {
    let clock = 0;
    const { socket, send, closes } = fakeSocket();
    limitMessageRate(socket, { perSecond: 10, burst: 5 }, () => clock);
    for (let i = 0; i < 1000; i++) {
      clock += 100; // ten a second
      send();
    }
    expect(closes).toEqual([]);
  });

  it('allows a burst, then cuts a flooding client off once, with 1008', () => {
    const { socket, send, closes } = fakeSocket();
    limitMessageRate(socket, { perSecond: 10, burst: 5 }, () => 0);
    for (let i = 0; i < 5; i++) send();
    expect(closes).toEqual([]);
    for (let i = 0; i < 50; i++) send();
    expect(closes).toEqual([{ code: FLOOD_CLOSE_CODE, reason: 'Too many messages' }]);
  });
});
