/**
 * The other tabs of this browser, told when the device's log has new events: they share
 * its IndexedDB, so each reads it again rather than being sent the events. Signed in,
 * the account keeps tabs in step instead. Does nothing without BroadcastChannel.
 */

/** The BroadcastChannel the tabs use to say the device's log changed. */
export const PROGRESS_CHANNEL = 'fretboard-progress';

/** What one tab tells the others: read the device's log again. */
export type DeviceMessage = { type: 'device-changed' };

export function parseDeviceMessage(data: unknown): DeviceMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  return data.type === 'device-changed' ? { type: data.type } : null;
}

export interface DeviceTabs {
  /** Tells the other tabs the device's log has new events. */
  announce(): void;
  /** Stops listening and closes the channel. */
  close(): void;
}

/**
 * Calls `onChange` when another tab announces a change; a tab does not hear its own
 * announcements (BroadcastChannel does not deliver to the channel that posted).
 */
export function openDeviceTabs(onChange: () => void, channelName = PROGRESS_CHANNEL): DeviceTabs {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (parseDeviceMessage(event.data)) onChange();
  };
  const message: DeviceMessage = { type: 'device-changed' };
  let closed = false;
  return {
    // A closed channel throws on post; a write finishing after `close` has no one to tell.
    announce: () => {
      if (!closed) channel.postMessage(message);
    },
    close: () => {
      closed = true;
      channel.close();
    },
  };
}
