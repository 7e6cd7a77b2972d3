/** The digital portraits' keys; the cart's writes refresh `all` (see lib/queries/cart.ts). */
export const digitalKeys = {
  all: ["digital-portraits"] as const,
  detail: (subjectUuid: string) => ["digital-portraits", subjectUuid] as const,
};
