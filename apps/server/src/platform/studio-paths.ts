/** The studio's calls: only they read the studio's cookie, and never a parent's. */
export function isStudioApiPath(url: string): boolean {
  return url === "/api/studio" || url.startsWith("/api/studio/") || url.startsWith("/api/studio?");
}

/** The studio's pages and files (apps/studio, built into apps/studio/dist). */
export function isStudioPagePath(url: string): boolean {
  return url === "/studio" || url.startsWith("/studio/") || url.startsWith("/studio?");
}
