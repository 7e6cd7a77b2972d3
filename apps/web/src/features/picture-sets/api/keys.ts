/** Hierarchical query keys: invalidating `all` refreshes the list and every detail at once. */
export const pictureSetKeys = {
  all: ["picture-sets"] as const,
  detail: (pictureSetUuid: string) => ["picture-sets", pictureSetUuid] as const,
};
