import { z } from "zod";

/**
 * GET /api/studio/jobs/{jobUuid}/packages (issue 30): the package offers of a job ('Exclusive deals', set by the
 * command `job packages`), read-only, in the order parents see them. Prices are in minor units of `currency`, VAT
 * included.
 */
export const StudioJobPackage = z.object({
  uuid: z.uuid(),
  name: z.string().max(500),
  type: z.enum(["package", "link"]),
  /** What the package costs. */
  price: z.number().int().min(0),
  /** The lower price until `timeLimitedEnds`, when the offer has one. */
  timeLimitedPrice: z.number().int().min(0).nullable(),
  timeLimitedEnds: z.iso.datetime({ offset: true }).nullable(),
  /** Why parents cannot buy it now, when they cannot. */
  disabledReason: z.string().max(1000).nullable(),
  itemCount: z.number().int().min(0),
});
export type StudioJobPackage = z.infer<typeof StudioJobPackage>;

export const StudioJobPackagesResponse = z.object({
  currency: z.string().length(3),
  packages: z.array(StudioJobPackage).max(1_000),
});
export type StudioJobPackagesResponse = z.infer<typeof StudioJobPackagesResponse>;
