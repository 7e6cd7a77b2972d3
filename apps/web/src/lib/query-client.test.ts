import { focusManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRefreshMs, queryClient } from "./query-client.ts";

/** A client with the shop's defaults, watching one query whose answer carries signed picture URLs. */
function watched() {
  const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
  // As the app's QueryClientProvider does: the client hears the window's focus.
  client.mount();
  const queryFn = vi.fn(async () => ({ thumbnail: "/api/webshop/images/p/320?exp=1&sig=s" }));
  const observer = new QueryObserver(client, { queryKey: ["picture-sets", "list"], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return {
    queryFn,
    stop: () => {
      unsubscribe();
      client.unmount();
      client.clear();
    },
  };
}

describe("the shop's query defaults (signed picture URLs live one to two hours)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it("fetch a watched answer again every half hour, well inside a URL's life", async () => {
    expect(answerRefreshMs).toBeLessThanOrEqual((60 * 60_000) / 2);
    const { queryFn, stop } = watched();
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(answerRefreshMs - 1000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });

  it("fetch again when the parent comes back to a tab whose answer is older than that, not sooner", async () => {
    const { queryFn, stop } = watched();
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    focusManager.setFocused(false);
    // In a hidden tab the half-hourly fetch waits (TanStack's refetchIntervalInBackground is off).
    await vi.advanceTimersByTimeAsync(answerRefreshMs);
    expect(queryFn).toHaveBeenCalledTimes(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });
});
