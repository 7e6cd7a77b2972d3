import { expect, it } from "vitest";
import { parseProcStatus, processMemory } from "./memory.ts";

const status = [
  "Name:\tnode",
  "VmPeak:\t 1210000 kB",
  "VmSize:\t 1100000 kB",
  "VmHWM:\t  512000 kB",
  "VmRSS:\t  204800 kB",
  "RssAnon:\t  150000 kB",
].join("\n");

it("reads the resident set and its peak from /proc/<pid>/status in KiB", () => {
  expect(parseProcStatus(status)).toEqual({ rssBytes: 204_800 * 1024, peakRssBytes: 512_000 * 1024 });
});

it("refuses a status without the resident set rather than reading another field", () => {
  expect(() => parseProcStatus("Name:\tnode\nVmHWM:\t 1 kB\nRssAnon:\t 2 kB")).toThrow(/VmRSS/);
});

it("reads the memory of a running process", () => {
  const memory = processMemory(process.pid);
  expect(memory.rssBytes).toBeGreaterThan(1_000_000);
  expect(memory.peakRssBytes).toBeGreaterThanOrEqual(memory.rssBytes);
});
