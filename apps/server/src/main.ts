import v8 from "node:v8";

/**
 * The server's entry: sets how V8 manages memory, then starts the shop (start.ts). The setting must come before the
 * shop's modules are even parsed, as loading them is where the young generation grows, so the shop is imported here
 * rather than beside this file's imports.
 *
 * V8 doubles the young generation each time much of it survives a scavenge and does not give the memory back: loading the modules and migrating grew it to about 130 MB of the idle process's
 * 400 MB. Kept at its first size, the idle process holds about 270 MB and the start peaks 130 MB lower; a request's
 * short-lived objects still die young, and throughput was measured unchanged.
 */
v8.setFlagsFromString("--semi-space-growth-factor=1");
/**
 * ...but at 16 MB rather than V8's first 1 MB: a hot read allocates a few hundred kilobytes, and with 1 MB the
 * scavenges came so often that garbage collection was a fifth of the CPU of the picture-set reads under load; at
 * 16 MB it is about 6 %, and a read costs 10–25 % less CPU, for about 10 MB more when idle (decision 0016).
 */
v8.setFlagsFromString("--min-semi-space-size=16");

await import("./start.ts");
