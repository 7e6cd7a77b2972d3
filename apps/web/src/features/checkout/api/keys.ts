/** The checkout's keys: one session per visit of the page, and the address suggestions by what was typed. */
export const checkoutKeys = {
  all: ["checkout"] as const,
  session: (visitId: string) => ["checkout", "session", visitId] as const,
  addressSuggestions: (query: string) => ["checkout", "address-suggestions", query] as const,
};

/** The calls that answer the checkout's cart; while one is on its way the summary shows '...'. */
export const checkoutWriteKey = ["checkout", "write"] as const;
