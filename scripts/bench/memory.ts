import { readFileSync, statSync } from "node:fs";

export interface ProcessMemory {
  /** Resident set now (VmRSS). */
  rssBytes: number;
  /** The most the resident set has been since the process started (VmHWM). */
  peakRssBytes: number;
}

/** Reads VmRSS and VmHWM from the text of /proc/<pid>/status (the kernel writes them in kB, meaning KiB). */
export function parseProcStatus(status: string): ProcessMemory {
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(status);
    if (!match?.[1]) throw new Error(`/proc status has no ${field}`);
    return Number(match[1]) * 1024;
  };
  return { rssBytes: kib("VmRSS"), peakRssBytes: kib("VmHWM") };
}

/** The memory of one process by its id: the node process itself, not an npm wrapper around it. */
export function processMemory(pid: number): ProcessMemory {
  return parseProcStatus(readFileSync(`/proc/${pid}/status`, "utf8"));
}

export const megabytes = (bytes: number) => bytes / 1_000_000;

/** Whether the shop's log says the new data folder was copied from the build's empty database (pglite-create.ts). */
export function copiedFromTemplate(log: string): boolean {
  return /^New data folder: copied the empty database made at build time, in [\d.]+ s\.$/m.test(log);
}

/**
 * The peak of the short-lived process that makes a new embedded database (apps/server/src/db/pglite-create.ts), from
 * the start's line in the shop's log, in MB; null when the log has no such line (a restart, or PostgreSQL).
 */
export function databaseCreationPeakMb(log: string): number | null {
  const match =
    /^New data folder: made the database in [\d.]+ s, in a process of its own, peak (\d+) MB\.$/m.exec(log);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * Samples a process's resident set every 200 ms while a bench step runs: the highest seen, and each named step's
 * (`step` names the current one). Reading VmHWM at the end misses nothing but cannot tell the steps apart.
 */
export function sampleMemory(pid: number) {
  const sampler = {
    peak: processMemory(pid).rssBytes,
    step: "idle",
    stepPeaks: new Map<string, number>(),
    stop: () => clearInterval(timer),
  };
  const timer = setInterval(() => {
    try {
      const rss = processMemory(pid).rssBytes;
      sampler.peak = Math.max(sampler.peak, rss);
      sampler.stepPeaks.set(sampler.step, Math.max(sampler.stepPeaks.get(sampler.step) ?? 0, rss));
    } catch {
      // the process has ended
    }
  }, 200);
  return sampler;
}

/** Waits until a log file has not grown for 3 s: the shop's background work after its start is done. */
export async function untilQuiet(log: string): Promise<void> {
  let size = -1;
  let quietSince = performance.now();
  while (performance.now() - quietSince < 3000) {
    const now = statSync(log).size;
    if (now !== size) {
      size = now;
      quietSince = performance.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
