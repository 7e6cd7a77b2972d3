const dayMs = 24 * 60 * 60 * 1000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The date `days` business days (Monday–Friday) after `date`, as a calendar date in UTC. Counting starts the day
 * after, so 1 business day from a Friday is the Monday; 0 days from a weekend day is the next Monday, as
 * nothing is handed over on a weekend.
 */
export function addBusinessDays(date: Date, days: number): Date {
  let current = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    current = new Date(current.getTime() + dayMs);
    if (!isWeekend(current)) left -= 1;
  }
  while (isWeekend(current)) current = new Date(current.getTime() + dayMs);
  return current;
}

/** The ISO calendar date (YYYY-MM-DD) of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
