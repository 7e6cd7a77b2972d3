/** Issue 10's figures, in one place. */
export type Database = "PGlite" | "PostgreSQL";

export const targets = {
  /** List, detail and cart at 50 connections: share of the bare Fastify route's requests per second. */
  readsPercent: { PGlite: 10, PostgreSQL: 20 } satisfies Record<Database, number>,
  readsP99Ms: { PGlite: 500, PostgreSQL: 150 } satisfies Record<Database, number>,
  /** "No connection waiting more than 2 s for an answer", set for PGlite. */
  slowestMs: 2_000,
  checkoutP95Ms: { PGlite: 1_000, PostgreSQL: 300 } satisfies Record<Database, number>,
  cachedThumbnailPercent: 50,
  firstThumbnailTimes: 1.5,
  /** Issue 34: 180 (250 since issue 10). */
  idleMb: 180,
  startPeakMb: 500,
  /** "At most 120 KB of compressed JavaScript", read as 120,000 bytes (the stricter of KB and KiB). */
  frontPageJsBytes: 120_000,
  /** Issue 11: "a 13-page calendar renders [to its print PDF] in under 2 s on this machine". */
  printCalendarMs: 2_000,
  /**
   * Issue 34 holds every measured page to the front page's 95 (issue 10 asked 90 of the signed-in ones) and no page's
   * largest paint over 2.5 s; the front page keeps issue 10's stricter 2 s.
   */
  lighthouse: { frontScore: 95, frontLcpMs: 2_000, frontTbtMs: 150, pageScore: 95, pageLcpMs: 2_500 },
  /** Issue 34: the editor's first interactive frame under Lighthouse's mobile throttling (scripts/bench/editor-open.ts). */
  editorFirstFrameMs: 2_500,
  /** Issue 34: a new parent's first visit of the packages page shows every offer's real picture, mobile throttling. */
  packagesFirstVisitMs: 2_000,
  /** Issue 34, a district's evening: p95 of every API step, two processes on PostgreSQL (S3) and one on PGlite. */
  districtP95Ms: { pg2: 300, pglite: 1_000 },
} as const;
