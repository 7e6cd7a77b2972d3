/**
 * `npm run build`'s second step: makes the empty database that new data folders are copied from, anew
 * (apps/server/build/empty-database; decision 0016, "The empty database made at build").
 */
import { makeTemplate } from "../apps/server/src/db/pglite-create.ts";

const made = await makeTemplate();
const peak =
  made.peakBytes === null ? "" : `, in a process that peaked at ${Math.round(made.peakBytes / 1_000_000)} MB`;
console.log(`Made the empty database for new data folders in ${(made.ms / 1000).toFixed(1)} s${peak}.`);
