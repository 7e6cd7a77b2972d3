import { z } from "zod";

/**
 * GET /api/studio/jobs/{jobUuid}/green-screen (issue 30): the job's green-screen pictures (imported with a mask) and
 * the backgrounds it offers them, first offered first; POST …/green-screen/backgrounds adds backgrounds as the command
 * `job backgrounds` does.
 */
export const StudioGreenScreenResponse = z.object({
  pictures: z
    .array(
      z.object({
        uuid: z.uuid(),
        subjectName: z.string().max(200),
        group: z.string().max(100).nullable(),
        /** The camera's file name. */
        sourceName: z.string().max(500).nullable(),
      }),
    )
    .max(100_000),
  backgrounds: z
    .array(z.object({ uuid: z.uuid(), name: z.string().max(500), isDefault: z.boolean() }))
    .max(1_000),
});
export type StudioGreenScreenResponse = z.infer<typeof StudioGreenScreenResponse>;

export const AddStudioBackgroundsResponse = z.object({ added: z.number().int().min(0) });
export type AddStudioBackgroundsResponse = z.infer<typeof AddStudioBackgroundsResponse>;
