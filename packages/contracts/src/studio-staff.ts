import { z } from "zod";
import { StaffListEntry } from "./studio.ts";

/** GET /api/studio/staff (owner): everyone who works in the studio, owners first, then by name. */
export const StaffListResponse = z.object({ staff: z.array(StaffListEntry) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;
