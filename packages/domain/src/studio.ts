/** The studio's rules (issue 30): how long its sessions and links live, what a staff password must be. */
export const studioLimits = {
  /** A studio session ends after this long without a request… */
  sessionIdleMs: 30 * 60_000,
  /** …and this long after it began, whatever its use. */
  sessionAbsoluteMs: 12 * 60 * 60_000,
  /** A one-time set-up link (the first owner, an invited member) opens for this long, once. */
  setupLinkMs: 15 * 60_000,
  /** A studio password opens every parent's data: longer than a parent's (5). */
  passwordMin: 12,
} as const;
