import type { Cart } from "@shop/contracts/cart";
import { shopLimits } from "@shop/domain/limits";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meQuery } from "../../../lib/queries/me.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { userFixture } from "../../../test/fixtures.ts";
import { makeCart, makeOrderLine } from "../../../test/shop-factories.ts";
import { CartBadgeLink } from "./CartBadgeLink.tsx";

beforeEach(() => {
  vi.useFakeTimers();
  // Nothing may be fetched: the cache below is all the badge needs.
  mockFetch({});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(cart: Cart) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(meQuery.queryKey, { user: userFixture() });
  client.setQueryData(queryKeys.cart.all, cart);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartBadgeLink />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const badge = () => screen.getByRole("link").querySelector("span");

describe("the header's cart badge", () => {
  it("links to the cart and names the number of items", () => {
    setup(makeCart([makeOrderLine(1, { quantity: 3 })]));
    const link = screen.getByRole("link", { name: "Shopping cart, 3 items" });
    expect(link).toHaveAttribute("href", "/shopping-cart");
    expect(badge()).toHaveTextContent("3");
  });

  it("shows no number for an empty cart", () => {
    setup(makeCart([]));
    expect(screen.getByRole("link", { name: "Shopping cart, 0 items" })).toBeInTheDocument();
    expect(badge()).toBeNull();
  });

  it("does not animate when first shown, and animates for one second when the count changes", () => {
    const client = setup(makeCart([makeOrderLine(1)]));
    expect(badge()).not.toHaveAttribute("data-animating");
    act(() => {
      client.setQueryData(queryKeys.cart.all, makeCart([makeOrderLine(1, { quantity: 2 })]));
      // The query cache tells its observers on the next tick.
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole("link", { name: "Shopping cart, 2 items" })).toBeInTheDocument();
    expect(badge()).toHaveAttribute("data-animating", "true");
    act(() => {
      vi.advanceTimersByTime(shopLimits.cartBadgeAnimationMs - 1);
    });
    expect(badge()).toHaveAttribute("data-animating", "true");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(badge()).not.toHaveAttribute("data-animating");
  });

  it("a count that stays the same does not animate again", () => {
    const client = setup(makeCart([makeOrderLine(1)]));
    act(() => {
      client.setQueryData(queryKeys.cart.all, { ...makeCart([makeOrderLine(1)]) });
      vi.advanceTimersByTime(0);
    });
    expect(badge()).not.toHaveAttribute("data-animating");
  });
});
