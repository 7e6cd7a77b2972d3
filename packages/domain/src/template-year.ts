/**
 * The calendar year of a template (spec 02 §5 Year): the default is the current year; it cannot go below the current
 * year (minus clamps there); on blur a non-numeric or too-small value resets to the current year. Within a template's
 * supported years (when it names any) the year also stays among them.
 */

export interface YearRange {
  /** The current calendar year. */
  readonly current: number;
  /** The template's supported years; empty: any year from the current one. */
  readonly supportedYears: readonly number[];
}

function sorted(years: readonly number[]): number[] {
  return [...new Set(years)].sort((a, b) => a - b);
}

/** The years the year screen may show, lowest first; null when the template names none (unbounded above). */
export function allowedYears(range: YearRange): number[] | null {
  if (range.supportedYears.length === 0) return null;
  const years = sorted(range.supportedYears).filter((y) => y >= range.current);
  // A calendar only for past years still offers its last one rather than nothing.
  return years.length > 0 ? years : [sorted(range.supportedYears).at(-1) as number];
}

/** The year a new design starts with: the current year, else the first supported year after it, else the last. */
export function defaultYear(range: YearRange): number {
  const years = allowedYears(range);
  if (years === null || years.includes(range.current)) return range.current;
  return years[0] as number;
}

/** A year brought into the range: not below the current year, the nearest supported year at or below it. */
export function clampYear(year: number, range: YearRange): number {
  const years = allowedYears(range);
  const whole = Math.trunc(year);
  if (years === null) return Math.max(range.current, whole);
  const lowest = years[0] as number;
  if (!Number.isFinite(whole) || whole <= lowest) return lowest;
  let best = lowest;
  for (const y of years) if (y <= whole) best = y;
  return best;
}

/** Plus: the next allowed year, staying at the highest. */
export function nextYear(year: number, range: YearRange): number {
  const years = allowedYears(range);
  if (years === null) return Math.max(range.current, year + 1);
  return years.find((y) => y > year) ?? (years.at(-1) as number);
}

/** Minus: the previous allowed year, clamped at the lowest (never below the current year). */
export function previousYear(year: number, range: YearRange): number {
  const years = allowedYears(range);
  if (years === null) return Math.max(range.current, year - 1);
  let previous = years[0] as number;
  for (const y of years) if (y < year) previous = y;
  return previous;
}

/** The typed value on blur: a non-number or a year below the current one resets to the default; else clamped. */
export function yearOnBlur(typed: string, range: YearRange): number {
  const value = typed.trim() === "" ? Number.NaN : Number(typed);
  if (!Number.isInteger(value) || value < range.current) return defaultYear(range);
  return clampYear(value, range);
}

/** 'Change year' is disabled when only one year can be chosen. */
export function canChangeYear(range: YearRange): boolean {
  const years = allowedYears(range);
  return years === null || years.length > 1;
}
