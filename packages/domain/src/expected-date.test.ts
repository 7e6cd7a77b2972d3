import { describe, expect, it } from "vitest";
import { expectedDeliveryDate } from "./expected-date.ts";

// A Friday.
const friday = new Date("2026-11-27T15:00:00Z");

describe("expectedDeliveryDate", () => {
  it("counts the delivery option's business days from the order", () => {
    expect(expectedDeliveryDate({ from: friday, deliveryDays: 3, catalogueMaxDeliveryTime: null })).toBe(
      "2026-12-02",
    );
  });

  it("a digital delivery is expected the day it is placed", () => {
    expect(expectedDeliveryDate({ from: friday, deliveryDays: null, catalogueMaxDeliveryTime: null })).toBe(
      "2026-11-27",
    );
  });

  it("a digital delivery placed on a Sunday is expected that Sunday, not the next business day", () => {
    const sunday = new Date("2026-11-29T13:40:00Z");
    expect(expectedDeliveryDate({ from: sunday, deliveryDays: null, catalogueMaxDeliveryTime: null })).toBe(
      "2026-11-29",
    );
  });

  it("a catalogue promised later moves the date to its promise", () => {
    expect(expectedDeliveryDate({ from: friday, deliveryDays: 3, catalogueMaxDeliveryTime: 30 })).toBe(
      "2026-12-27",
    );
  });

  it("a catalogue promised sooner than the delivery leaves the delivery's date", () => {
    expect(expectedDeliveryDate({ from: friday, deliveryDays: 10, catalogueMaxDeliveryTime: 2 })).toBe(
      "2026-12-11",
    );
  });
});
