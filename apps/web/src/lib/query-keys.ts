/**
 * Every TanStack Query key of the web app, in one tree. A key is the prefix of the keys below it, so invalidating
 * `pictureSets.all` refreshes the list and every set, and `orders.all` the history and every receipt. Mutation keys
 * (`…Write`, `…Action`) live here too, so `useIsMutating` and the mutations name the same key. The template lists'
 * keys live in lib/template-query-keys.ts, so the front page's first load does not carry them (decision 0013).
 */
export const queryKeys = {
  me: ["me"] as const,
  settings: ["settings"] as const,
  privacyPolicy: ["privacy-policy"] as const,
  legacyPage: (id: string) => ["legacy-page", id] as const,
  resetPassword: (code: string) => ["reset-password", code] as const,
  lostCode: ["lost-code"] as const,
  pictureSets: {
    all: ["picture-sets"] as const,
    list: ["picture-sets", "list"] as const,
    detail: (pictureSetUuid: string) => ["picture-sets", pictureSetUuid] as const,
    /** Favorites and the yearbook pose are saved one at a time per set. */
    favoriteWrite: (pictureSetUuid: string) => ["picture-sets", pictureSetUuid, "favorite"] as const,
    yearbookPoseWrite: (pictureSetUuid: string) => ["picture-sets", pictureSetUuid, "yearbook-pose"] as const,
  },
  digitalPortraits: {
    all: ["digital-portraits"] as const,
    list: ["digital-portraits", "list"] as const,
    detail: (subjectUuid: string) => ["digital-portraits", subjectUuid] as const,
  },
  catalogues: ["catalogues"] as const,
  cart: {
    all: ["cart"] as const,
    /** Every change that answers the whole cart; while one runs the summary is out of date. */
    write: ["cart", "write"] as const,
  },
  checkout: {
    all: ["checkout"] as const,
    /** One checkout per visit of the page. */
    session: (visitId: string) => ["checkout", "session", visitId] as const,
    addressSuggestions: (query: string) => ["checkout", "address-suggestions", query] as const,
    /** The calls that answer the checkout's cart; while one is on its way the summary shows '...'. */
    write: ["checkout", "write"] as const,
  },
  orders: {
    all: ["orders"] as const,
    list: ["orders", "list"] as const,
    details: (orderUuid: string) => ["orders", "details", orderUuid] as const,
    receipt: (orderUuid: string) => ["orders", "receipt", orderUuid] as const,
    timeline: (orderUuid: string) => ["orders", "timeline", orderUuid] as const,
    // Issue 33 (invoice33): the order's invoice and credit notes.
    invoices: (orderUuid: string) => ["orders", "invoices", orderUuid] as const,
  },
  transactions: {
    all: ["transactions"] as const,
    detail: (transactionUuid: string) => ["transactions", transactionUuid] as const,
    /** The actions on a transaction (pay, cancel) run one at a time. */
    action: (transactionUuid: string) => ["transactions", transactionUuid, "action"] as const,
  },
};
