import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CountdownBanner } from "./CountdownBanner.tsx";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-26T10:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

describe("the countdown banner", () => {
  it("ticks every second and hides at zero", () => {
    render(<CountdownBanner ends={new Date("2026-11-27T11:01:02.500Z")} />);
    const banner = screen.getByTestId("package-countdown");
    expect(banner).toHaveTextContent("The offer ends in1 d 01 h 01 min 03 s");
    act(() => vi.advanceTimersByTime(1000));
    expect(banner).toHaveTextContent("1 d 01 h 01 min 02 s");
    act(() => vi.advanceTimersByTime(1000));
    expect(banner).toHaveTextContent("1 d 01 h 01 min 01 s");
    act(() => vi.advanceTimersByTime(90_061_000));
    expect(screen.queryByTestId("package-countdown")).toBeNull();
  });

  it("shows nothing when the end has passed", () => {
    render(<CountdownBanner ends={new Date("2026-11-26T09:59:59.000Z")} />);
    expect(screen.queryByTestId("package-countdown")).toBeNull();
  });
});
