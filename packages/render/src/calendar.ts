/**
 * The month grid of a calendar page. Spec 02 says nothing of the first weekday; issue 11 asks for weeks starting
 * on Monday for Norwegian (as Norwegian calendars print them, with ISO week numbers) and we start English weeks on
 * Sunday; a template may still ask for either. Names come from Intl.DateTimeFormat in the portal's language.
 * Dates are built in UTC so that the machine's time zone never moves a day.
 */

export type CalendarLocale = "nb" | "en";
/** 0 Sunday … 6 Saturday, as Date.getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface CalendarDay {
  readonly day: number;
  readonly weekday: Weekday;
}

export interface CalendarWeek {
  /** The ISO 8601 week number of the week's Monday to Sunday that holds this row's Thursday. */
  readonly isoWeek: number;
  /** Seven cells in the grid's weekday order; null outside the month. */
  readonly days: readonly (CalendarDay | null)[];
}

export interface MonthGrid {
  readonly year: number;
  readonly month: number;
  readonly monthName: string;
  readonly weekStart: Weekday;
  /** Seven short weekday names in the grid's order. */
  readonly weekdayNames: readonly string[];
  readonly weeks: readonly CalendarWeek[];
}

export function weekStartFor(locale: CalendarLocale): Weekday {
  return locale === "nb" ? 1 : 0;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** month is 1–12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO 8601 week number of a date. */
export function isoWeekNumber(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const firstOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - firstOfYear) / 86_400_000 + 1) / 7);
}

function capitalise(text: string, locale: CalendarLocale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The month a calendar page shows: its month grid's, or null for a page without one (a cover). The editor names such a
 * page by its month in the interface language ('January', 'Januar'), whatever name the template gave it.
 */
export function monthOfPage(page: {
  readonly elements: ReadonlyArray<{ readonly kind: string; readonly month?: number }>;
}): number | null {
  return page.elements.find((e) => e.kind === "monthGrid")?.month ?? null;
}

export function monthName(year: number, month: number, locale: CalendarLocale): string {
  const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return capitalise(format.format(new Date(Date.UTC(year, month - 1, 1))), locale);
}

/** Short weekday names starting at weekStart ("Man", "Tir" … in Norwegian, without Intl's trailing full stop). */
export function weekdayNames(
  locale: CalendarLocale,
  weekStart: Weekday = weekStartFor(locale),
): readonly string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  // 4 January 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const weekday = (weekStart + index) % 7;
    return capitalise(format.format(new Date(Date.UTC(2026, 0, 4 + weekday))).replace(/\.$/, ""), locale);
  });
}

export interface MonthGridOptions {
  readonly locale: CalendarLocale;
  /** Overrides the language's first weekday. */
  readonly weekStart?: Weekday;
}

/** The grid of a month (1–12): as many rows as the month touches, 4 to 6. */
export function monthGrid(year: number, month: number, options: MonthGridOptions): MonthGrid {
  const weekStart = options.weekStart ?? weekStartFor(options.locale);
  const length = daysInMonth(year, month);
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay() as Weekday;
  const lead = (firstWeekday - weekStart + 7) % 7;
  const rows = Math.ceil((lead + length) / 7);
  const weeks: CalendarWeek[] = [];
  for (let row = 0; row < rows; row++) {
    const days: (CalendarDay | null)[] = [];
    for (let column = 0; column < 7; column++) {
      const day = row * 7 + column - lead + 1;
      days.push(day >= 1 && day <= length ? { day, weekday: ((weekStart + column) % 7) as Weekday } : null);
    }
    // The row's first cell, even when it falls in the neighbouring month, fixes the row's dates.
    const rowStart = row * 7 - lead + 1;
    const thursdayOffset = (4 - weekStart + 7) % 7;
    const thursday = new Date(Date.UTC(year, month - 1, rowStart + thursdayOffset));
    weeks.push({
      isoWeek: isoWeekNumber(thursday.getUTCFullYear(), thursday.getUTCMonth() + 1, thursday.getUTCDate()),
      days,
    });
  }
  return {
    year,
    month,
    monthName: monthName(year, month, options.locale),
    weekStart,
    weekdayNames: weekdayNames(options.locale, weekStart),
    weeks,
  };
}
