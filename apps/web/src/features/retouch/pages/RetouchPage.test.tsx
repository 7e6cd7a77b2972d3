import type { RetouchOptionsResponse, RetouchPicture } from "@shop/contracts/retouch";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type MockReply, mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { makeCart, makeOrderLine } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { retouchRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const task = (n: number, name: string, extraprice: number) => ({
  uuid: `30000000-0000-4000-8000-00000000000${n}`,
  name,
  extraprice,
});
const tasks = [
  task(1, "Remove blemishes", 7_900),
  task(2, "Fix flyaway hair", 4_900),
  task(3, "Brighten teeth", 3_900),
];

function picture(n: number, overrides: Partial<RetouchPicture> = {}): RetouchPicture {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    webshopId: `26-0001-0${n}`,
    thumbnail: `/img/${n}/320`,
    subject: { uuid: "10000000-0000-4000-8000-000000000001", name: "Nora Berg" },
    price: 0,
    tasks,
    chosen: [],
    lines: ["40000000-0000-4000-8000-000000000001"],
    ...overrides,
  };
}

function serve(options: RetouchOptionsResponse | MockReply, put?: MockReply) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /api/webshop/cart/retouch":
      "available" in (options as object) ? { body: options } : (options as MockReply),
    "PUT /api/webshop/cart/retouch": put ?? { body: { cart: makeCart([makeOrderLine(1)]) } },
    // The cart's writes refresh the pages that show what is in the cart.
    "GET /api/webshop/picture-sets": { body: { pictureSets: [] } },
  });
}

const open = (path = "/shopping-cart/retouch") => renderShopRoutes(retouchRoutes, path);

describe("the retouch options page", () => {
  it("lists each picture with its id, its tasks as checkboxes with prices, and sums the chosen tasks", async () => {
    serve({
      available: true,
      pictures: [picture(1, { chosen: [tasks[2]?.uuid ?? ""] }), picture(2)],
      total: 3_900,
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole("heading", { name: "Retouch options", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Picture id 26-0001-01" })).toBeInTheDocument();
    const first = screen.getByRole("group", { name: "Retouch tasks for picture 26-0001-01" });
    expect(within(first).getAllByRole("checkbox")).toHaveLength(3);
    expect(within(first).getByRole("checkbox", { name: /Brighten teeth/ })).toBeChecked();
    expect(within(first).getByRole("checkbox", { name: /Remove blemishes.*79/ })).not.toBeChecked();
    expect(screen.getByTestId("retouch-count")).toHaveTextContent("1");
    expect(screen.getByTestId("retouch-total")).toHaveTextContent(/39/);

    const second = screen.getByRole("group", { name: "Retouch tasks for picture 26-0001-02" });
    await user.click(within(second).getByRole("checkbox", { name: /Remove blemishes/ }));
    expect(screen.getByTestId("retouch-count")).toHaveTextContent("2");
    expect(screen.getByTestId("retouch-total")).toHaveTextContent(/118/);
  });

  it("'Next' puts the chosen tasks of every picture in the cart and goes to the cart", async () => {
    const calls = serve({ available: true, pictures: [picture(1), picture(2)], total: 0 });
    const user = userEvent.setup();
    const { router } = open();
    const second = await screen.findByRole("group", { name: "Retouch tasks for picture 26-0001-02" });
    await user.click(within(second).getByRole("checkbox", { name: /Fix flyaway hair/ }));
    await user.click(within(second).getByRole("checkbox", { name: /Brighten teeth/ }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shopping-cart");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      items: { [picture(1).uuid]: [], [picture(2).uuid]: [tasks[1]?.uuid, tasks[2]?.uuid] },
    });
  });

  it("after an add to cart shows the pictures of the line just added first and folds the cart's others", async () => {
    const card = "40000000-0000-4000-8000-00000000000c";
    const calls = serve({
      available: true,
      pictures: [
        picture(1),
        picture(2, { lines: [card] }),
        picture(3),
        picture(4, { lines: ["40000000-0000-4000-8000-000000000001", card] }),
      ],
      total: 0,
    });
    const user = userEvent.setup();
    open(`/shopping-cart/retouch?line=${card}`);
    const first = await screen.findByRole("group", { name: "Retouch tasks for picture 26-0001-02" });
    expect(first).toBeVisible();
    expect(screen.getByRole("group", { name: "Retouch tasks for picture 26-0001-04" })).toBeVisible();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(["Picture id 26-0001-02", "Picture id 26-0001-04"]);
    const folded = screen.getByText("2 more pictures in your cart");
    expect(screen.getByRole("group", { name: "Retouch tasks for picture 26-0001-01" })).not.toBeVisible();
    await user.click(folded);
    const other = screen.getByRole("group", { name: "Retouch tasks for picture 26-0001-01" });
    expect(other).toBeVisible();
    await user.click(within(other).getByRole("checkbox", { name: /Brighten teeth/ }));
    await user.click(within(first).getByRole("checkbox", { name: /Remove blemishes/ }));
    expect(screen.getByTestId("retouch-count")).toHaveTextContent("2");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Shopping cart page" });
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      items: {
        [picture(1).uuid]: [tasks[2]?.uuid],
        [picture(2).uuid]: [tasks[0]?.uuid],
        [picture(3).uuid]: [],
        [picture(4).uuid]: [],
      },
    });
  });

  it("without a line added lists every picture, none folded", async () => {
    serve({ available: true, pictures: [picture(1), picture(2)], total: 0 });
    open();
    expect(await screen.findByRole("group", { name: "Retouch tasks for picture 26-0001-02" })).toBeVisible();
    expect(screen.queryByText(/more pictures? in your cart/)).not.toBeInTheDocument();
  });

  it("only logs a failure to save and goes on to the cart (spec 02 §8)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    serve(
      { available: true, pictures: [picture(1)], total: 0 },
      { status: 400, body: { error: "no", code: "retouch_task_not_offered" } },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it("the info button opens 'Retouch service' with the picture's tasks, or 'No retouch options set'", async () => {
    serve({
      available: true,
      pictures: [picture(1, { chosen: [tasks[0]?.uuid ?? ""] }), picture(2)],
      total: 7_900,
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Retouch service for picture 26-0001-01" }));
    let dialog = await screen.findByRole("dialog", { name: "Retouch service" });
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("Remove blemishes");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Retouch service for picture 26-0001-02" }));
    dialog = await screen.findByRole("dialog", { name: "Retouch service" });
    expect(dialog).toHaveTextContent("No retouch options set");
  });

  it("says 'Retouch not available' when the shop sells no retouch", async () => {
    serve({ available: false, pictures: [], total: 0 });
    open();
    expect(await screen.findByText("Retouch not available")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("says so when no picture of the cart can be retouched", async () => {
    serve({ available: true, pictures: [], total: 0 });
    open();
    expect(
      await screen.findByText("None of the pictures in your shopping cart can be retouched."),
    ).toBeInTheDocument();
    // The way back: the header's link and the empty state's button.
    expect(screen.getAllByRole("link", { name: "Shopping cart" })).toHaveLength(2);
  });

  it("shows an error with 'Try again' when the options cannot be read", async () => {
    serve({ status: 500, body: { error: "Something went wrong", code: "server_error" } });
    open();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
