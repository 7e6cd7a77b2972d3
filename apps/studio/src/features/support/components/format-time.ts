/** A moment as the studio shows it, in its language. */
export function formatTime(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language === "nb" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}
