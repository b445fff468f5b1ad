/**
 * The offset from this device's clock to the server's, for the shared metronome. One
 * sample is a request for the server's time: the answer was read at some instant between
 * sending and receiving, so the offset is most likely the server time minus the midpoint,
 * and it is off by at most half the round trip. Of several samples the one with the
 * smallest round trip is kept (the NTP idea, without the filtering a slow link would need).
 */

export interface ClockSample {
  /** Local clock (epoch ms) when the request left. */
  sentAt: number;
  /** The server's clock in the answer (epoch ms). */
  serverTime: number;
  /** Local clock when the answer arrived. */
  receivedAt: number;
}

export interface ClockOffset {
  /** Add to local time to get server time. */
  offsetMs: number;
  /** The round trip of the sample used: the offset is within half of it. */
  roundTripMs: number;
}

/** The offset from the sample with the smallest round trip, or null when there is none usable. */
export function estimateOffset(samples: readonly ClockSample[]): ClockOffset | null {
  let best: ClockOffset | null = null;
  for (const { sentAt, serverTime, receivedAt } of samples) {
    const roundTripMs = receivedAt - sentAt;
    if (!Number.isFinite(roundTripMs) || roundTripMs < 0 || !Number.isFinite(serverTime)) continue;
    if (best && roundTripMs >= best.roundTripMs) continue;
    best = { offsetMs: serverTime - (sentAt + receivedAt) / 2, roundTripMs };
  }
  return best;
}

/**
 * Takes `count` samples one after another (never in parallel: they would queue behind
 * each other and all look slow) and estimates the offset. Failed samples are skipped.
 */
export async function measureOffset(
  fetchServerTime: () => Promise<number>,
  { count = 5, now = () => Date.now() }: { count?: number; now?: () => number } = {},
): Promise<ClockOffset | null> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < count; i++) {
    const sentAt = now();
    try {
      const serverTime = await fetchServerTime();
      samples.push({ sentAt, serverTime, receivedAt: now() });
    } catch {
      // One lost sample is no reason to give up on the others.
    }
  }
  return estimateOffset(samples);
}
