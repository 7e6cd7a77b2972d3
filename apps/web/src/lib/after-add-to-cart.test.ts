import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../test/fetch-mock.ts";
import { pathAfterAddToCart, retouchOptionsQuery } from "./after-add-to-cart.ts";
import { queryClient } from "./query-client.ts";

const picture = {
  uuid: "00000000-0000-4000-8000-000000000001",
  webshopId: "26-0001-01",
  thumbnail: "/img/1/320",
  subject: { uuid: "10000000-0000-4000-8000-000000000001", name: "Emma Nordmann" },
  price: 0,
  tasks: [],
  chosen: [],
  lines: ["40000000-0000-4000-8000-000000000001"],
};

afterEach(() => queryClient.removeQueries({ queryKey: retouchOptionsQuery.queryKey }));

describe("where an add to cart goes", () => {
  it("to the retouch options, naming the lines just added, when the cart has pictures to retouch", async () => {
    mockFetch({
      "GET /api/webshop/cart/retouch": { body: { available: true, pictures: [picture], total: 0 } },
    });
    const lines = ["40000000-0000-4000-8000-000000000001", "40000000-0000-4000-8000-000000000002"];
    expect(await pathAfterAddToCart(lines)).toBe(`/shopping-cart/retouch?line=${lines[0]}&line=${lines[1]}`);
  });

  it("to the cart when nothing can be retouched, or the options cannot be read", async () => {
    mockFetch({ "GET /api/webshop/cart/retouch": { body: { available: true, pictures: [], total: 0 } } });
    expect(await pathAfterAddToCart(["40000000-0000-4000-8000-000000000001"])).toBe("/shopping-cart");
    queryClient.removeQueries({ queryKey: retouchOptionsQuery.queryKey });
    mockFetch({
      "GET /api/webshop/cart/retouch": { status: 500, body: { error: "x", code: "server_error" } },
    });
    expect(await pathAfterAddToCart(["40000000-0000-4000-8000-000000000001"])).toBe("/shopping-cart");
  });
});
