import { describe, expect, it } from "vitest";
import {
  daysInMonth,
  isLeapYear,
  isoWeekNumber,
  monthGrid,
  monthName,
  monthOfPage,
  weekdayNames,
} from "./calendar.ts";
import { aWallCalendar } from "./test-templates.ts";

function dayNumbers(grid: ReturnType<typeof monthGrid>): (number | null)[][] {
  return grid.weeks.map((week) => week.days.map((day) => day?.day ?? null));
}

describe("leap years", () => {
  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])("%i is a leap year: %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it("February has 29 days in a leap year and 28 otherwise", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it("the grid of February 2024 ends on Thursday the 29th", () => {
    const grid = monthGrid(2024, 2, { locale: "nb" });
    const last = grid.weeks
      .at(-1)
      ?.days.filter((day) => day !== null)
      .at(-1);
    expect(last).toEqual({ day: 29, weekday: 4 });
  });
});

describe("weeks start on Monday in Norwegian and on Sunday in English", () => {
  it("names the weekdays from Monday in Norwegian", () => {
    expect(weekdayNames("nb")).toEqual(["Man", "Tir", "Ons", "Tor", "Fre", "Lør", "Søn"]);
  });

  it("names the weekdays from Sunday in English", () => {
    expect(weekdayNames("en")).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });

  it("names the month in the portal's language", () => {
    expect(monthGrid(2026, 1, { locale: "nb" }).monthName).toBe("Januar");
    expect(monthGrid(2026, 5, { locale: "nb" }).monthName).toBe("Mai");
    expect(monthGrid(2026, 1, { locale: "en" }).monthName).toBe("January");
  });

  it("a month that starts on Monday fills the first Norwegian cell and the second English one", () => {
    // 1 June 2026 is a Monday.
    expect(dayNumbers(monthGrid(2026, 6, { locale: "nb" }))[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(dayNumbers(monthGrid(2026, 6, { locale: "en" }))[0]).toEqual([null, 1, 2, 3, 4, 5, 6]);
  });

  it("a 28-day month that starts on Sunday takes exactly four English rows and five Norwegian ones", () => {
    // 1 February 2026 is a Sunday.
    const en = monthGrid(2026, 2, { locale: "en" });
    const nb = monthGrid(2026, 2, { locale: "nb" });
    expect(en.weeks).toHaveLength(4);
    expect(dayNumbers(en)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nb.weeks).toHaveLength(5);
    expect(dayNumbers(nb)[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(nb.weeks[0]?.days[6]).toEqual({ day: 1, weekday: 0 });
  });

  it("a template may start the week on another day than its language does", () => {
    expect(monthGrid(2026, 2, { locale: "nb", weekStart: 0 }).weeks).toHaveLength(4);
  });
});

describe("six-week months", () => {
  it("a 31-day month starting on Sunday needs six Norwegian rows and five English ones", () => {
    // 1 March 2026 is a Sunday.
    expect(monthGrid(2026, 3, { locale: "nb" }).weeks).toHaveLength(6);
    expect(monthGrid(2026, 3, { locale: "en" }).weeks).toHaveLength(5);
  });

  it("a 31-day month starting on Saturday needs six rows in both languages", () => {
    // 1 August 2026 is a Saturday.
    const en = monthGrid(2026, 8, { locale: "en" });
    expect(en.weeks).toHaveLength(6);
    expect(dayNumbers(en)[5]).toEqual([30, 31, null, null, null, null, null]);
    expect(monthGrid(2026, 8, { locale: "nb" }).weeks).toHaveLength(6);
  });

  it("every day of the month appears once, in order", () => {
    for (let month = 1; month <= 12; month++) {
      for (const locale of ["nb", "en"] as const) {
        const days = dayNumbers(monthGrid(2028, month, { locale }))
          .flat()
          .filter((day) => day !== null);
        expect(days).toEqual(Array.from({ length: daysInMonth(2028, month) }, (_, index) => index + 1));
      }
    }
  });
});

describe("week numbers", () => {
  it("follows ISO 8601 across the turn of the year", () => {
    expect(isoWeekNumber(2026, 1, 1)).toBe(1);
    expect(isoWeekNumber(2026, 12, 31)).toBe(53);
    expect(isoWeekNumber(2027, 1, 3)).toBe(53);
    expect(isoWeekNumber(2027, 1, 4)).toBe(1);
    expect(isoWeekNumber(2024, 12, 30)).toBe(1);
  });

  it("numbers each Norwegian row by its week", () => {
    const grid = monthGrid(2026, 12, { locale: "nb" });
    expect(grid.weeks.map((week) => week.isoWeek)).toEqual([49, 50, 51, 52, 53]);
  });
});

describe("a calendar page's name", () => {
  it("is its month in the interface language; a cover has no month", () => {
    const [cover, january, , , , , , , , , , , december] = aWallCalendar().parts;
    expect(cover && monthOfPage(cover)).toBeNull();
    expect(january && monthOfPage(january)).toBe(1);
    expect(december && monthOfPage(december)).toBe(12);
    expect(monthName(2026, 1, "en")).toBe("January");
    expect(monthName(2026, 12, "en")).toBe("December");
    expect(monthName(2026, 1, "nb")).toBe("Januar");
    expect(monthName(2026, 12, "nb")).toBe("Desember");
  });
});
