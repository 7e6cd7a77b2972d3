import { expect, it } from "vitest";
import { copiedFromTemplate, databaseCreationPeakMb, parseProcStatus, processMemory } from "./memory.ts";

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

it("reads the peak of the process that made the database from the shop's log, and only from its line", () => {
  const log = [
    "New data folder: made the database in 2.0 s, in a process of its own, peak 591 MB.",
    "Secrets: generated SESSION_SECRET into the database.",
  ].join("\n");
  expect(databaseCreationPeakMb(log)).toBe(591);
  expect(databaseCreationPeakMb("Secrets: SESSION_SECRET from the database.\npeak 12 MB.")).toBeNull();
});

it("tells a new data folder copied from the build's empty database from one made at start", () => {
  const copied = "New data folder: copied the empty database made at build time, in 0.6 s.";
  expect(copiedFromTemplate(copied)).toBe(true);
  expect(databaseCreationPeakMb(copied)).toBeNull();
  expect(
    copiedFromTemplate("New data folder: made the database in 2.0 s, in a process of its own, peak 591 MB."),
  ).toBe(false);
});
