import v8 from "node:v8";
import { restartWithStartEnvironment } from "./process-environment.ts";

/**
 * The server's entry: sets how V8 manages memory, then starts the shop (start.ts). The setting must come before the
 * shop's modules are even parsed, as loading them is where the young generation grows, so the shop is imported here
 * rather than beside this file's imports.
 *
 * V8 doubles the young generation each time much of it survives a scavenge and does not give the memory back: loading the modules and migrating grew it to about 130 MB of the idle process's
 * 400 MB. Kept at its first size while the shop starts, the idle process holds about 270 MB and the start peaks 130 MB
 * lower. Once the shop is ready, start.ts lets it grow again under load (decision 0016, "After the start"): kept small,
 * collection took a quarter of a read's CPU.
 *
 * First of all, the process may start itself again (same pid) with the environment that node and the C allocator read
 * only when a process starts (process-environment.ts; decision 0016, "From the first instruction").
 */
restartWithStartEnvironment();
v8.setFlagsFromString("--semi-space-growth-factor=1");

await import("./start.ts");
