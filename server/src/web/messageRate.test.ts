import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { callsInFrame, FLOOD_CLOSE_CODE, limitMessageRate } from './messageRate';

function fakeSocket() {
  const emitter = new EventEmitter();
  const closes: Array<{ code?: number; reason?: string }> = [];
  const socket = {
    on: (event: 'message', listener: (data: unknown, isBinary: boolean) => void) => emitter.on(event, listener),
    close: (code?: number, reason?: string) => void closes.push({ code, reason }),
  };
  const send = (text = '{"id":1}') => emitter.emit('message', Buffer.from(text), false);
  return { socket, send, closes };
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

  it('charges each call a frame batches, so one frame of many calls floods as many frames would', () => {
    const { socket, send, closes } = fakeSocket();
    limitMessageRate(socket, { perSecond: 10, burst: 5 }, () => 0);
    send('[{"id":1},{"id":2},{"id":3},{"id":4},{"id":5}]');
    expect(closes).toEqual([]);
    send('{"id":6}');
    expect(closes).toEqual([{ code: FLOOD_CLOSE_CODE, reason: 'Too many messages' }]);
  });
});

describe('calls in a frame', () => {
  const calls = (text: string) => callsInFrame(Buffer.from(text), false);

  it('are the elements of a batch, however their strings and nesting look', () => {
    const batches = [
      '[{"id":1},{"id":2,"params":{"input":{"json":[1,{"a":","}]}}},{"id":"3,\\\\"}]',
      ' \n[{"id":"a\\",\\"b"},{"id":"[,]"}]',
      `[${Array.from({ length: 600 }, (_, i) => `{"id":${i}}`).join(',')}]`,
    ];
    for (const batch of batches) expect(calls(batch)).toBe((JSON.parse(batch) as unknown[]).length);
    expect(calls('{"id":1,"method":"query","params":{"path":"a","input":[1,2,3]}}')).toBe(1);
  });

  it('are one for anything else: a single call, garbage, a binary frame', () => {
    expect(calls('[]')).toBe(1);
    expect(calls('{nope')).toBe(1);
    expect(calls('PING')).toBe(1);
    expect(callsInFrame(Buffer.from('[1,2,3]'), true)).toBe(1);
  });
});
