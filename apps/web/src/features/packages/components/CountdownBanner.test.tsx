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
    const onEnd = vi.fn();
    render(<CountdownBanner ends={new Date("2026-11-27T11:01:02.500Z")} onEnd={onEnd} />);
    const banner = screen.getByTestId("package-countdown");
    expect(banner).toHaveTextContent("The offer ends in1 d 01 h 01 min 03 s");
    act(() => vi.advanceTimersByTime(1000));
    expect(banner).toHaveTextContent("1 d 01 h 01 min 02 s");
    act(() => vi.advanceTimersByTime(1000));
    expect(banner).toHaveTextContent("1 d 01 h 01 min 01 s");
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(90_060_000));
    expect(banner).toHaveTextContent("0 d 00 h 00 min 01 s");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId("package-countdown")).toBeNull();
    // The end is told once, so the offers' prices are read again.
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("shows nothing when the end has passed", () => {
    const onEnd = vi.fn();
    render(<CountdownBanner ends={new Date("2026-11-26T09:59:59.000Z")} onEnd={onEnd} />);
    expect(screen.queryByTestId("package-countdown")).toBeNull();
    expect(onEnd).not.toHaveBeenCalled();
  });
});
