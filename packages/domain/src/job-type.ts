/** What a job photographed; the shop shows it with the picture set and offers products by it. */
export const jobTypes = ["school", "kindergarten", "sport", "portrait"] as const;
export type JobType = (typeof jobTypes)[number];

export function isJobType(value: string): value is JobType {
  return (jobTypes as readonly string[]).includes(value);
}
