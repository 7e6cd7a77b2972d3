/**
 * How many handed-in picture files a process decodes at once (decision 0038). A decode's memory is the process's
 * (libvips' buffers, a turned picture held whole), so the bound is per process, kept in its memory on purpose: each
 * process of a shop bounds its own. One at a time: libvips spreads one decode over the cores itself, and a 40-megapixel
 * picture turned upright holds about 170 MB while it is made.
 */

import { uploadLimits } from "@shop/domain/limits";

/** A parent's decode was not started: the process already has a full queue. The answer is 503 with Retry-After. */
export class DecodeBusyError extends Error {
  constructor() {
    super("busy decoding other pictures");
    this.name = "DecodeBusyError";
  }
}

export interface DecodeSlots {
  /**
   * Runs `work` when a slot is free. `refuse` (a parent's upload or download): with `queueMax` already waiting it throws
   * DecodeBusyError at once, so a burst is answered 'busy, try again' instead of piling up requests; `wait` (the
   * operator's imports) always waits its turn.
   */
  run<T>(work: () => Promise<T>, whenBusy: "refuse" | "wait"): Promise<T>;
  /** Decodes running and waiting now (the tests read it). */
  readonly load: () => { running: number; waiting: number };
}

export function createDecodeSlots(options: { slots: number; queueMax: number }): DecodeSlots {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work, whenBusy) {
      if (running >= options.slots) {
        if (whenBusy === "refuse" && waiting.length >= options.queueMax) throw new DecodeBusyError();
        // The slot passes straight from the decode that ends to this one: `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * How long a parent's client is asked to wait (Retry-After) when the process is busy decoding: the editor's upload
 * queue waits as long before its next try.
 */
export const busyRetryAfterSeconds = Math.ceil(uploadLimits.retryWaitMs / 1000);

/** The process's slots: one decode at a time, and up to six parents' requests waiting for it. */
export const processDecodeSlots = { slots: 1, queueMax: 6 } as const;
export const decodeSlots: DecodeSlots = createDecodeSlots(processDecodeSlots);
