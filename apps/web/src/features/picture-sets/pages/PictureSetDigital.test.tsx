import type { Cart } from "@shop/contracts/cart";
import type { PictureSet } from "@shop/contracts/picture-sets";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture } from "../../../test/fixtures.ts";
import { makePicture, makePictureSet } from "../../../test/picture-set-factories.ts";
import { makeCart, makeDigitalLine, makeOffer, makeOrderLine, uuidOf } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { pictureSetRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

type Refusal = { status: number; body: unknown };

/**
 * Serves one picture set and keeps what is in the cart as the server would: the toggles flip the state and
 * the set is answered again with it. `refuse` answers every toggle with an error instead; `cart` is the cart's
 * answer (its lines say which retouch leaves with which).
 */
function serve(initial: PictureSet, refuse?: Refusal, cart: Cart = makeCart([])) {
  let set = initial;
  let held: (() => void) | null = null;
  let hold = false;
  const count = () =>
    set.pictures.filter((p) => p.inCart).length + set.digital.filter((o) => o.set?.inCart).length;
  const answer = <T,>(reply: T): Promise<T> | T =>
    hold
      ? new Promise<T>((resolve) => {
          held = () => resolve(reply);
        })
      : reply;
  const calls = mockFetch({
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /api/webshop/cart": { body: { cart } },
    [`GET /api/webshop/picture-sets/${set.uuid}`]: () => ({ body: set }),
    "POST /ajax/cart/toggle_digital_file_in_cart.php": (_url, init) => {
      if (refuse) return refuse;
      const { file } = JSON.parse(String(init?.body));
      const inCart = !set.pictures.find((p) => p.uuid === file)?.inCart;
      set = { ...set, pictures: set.pictures.map((p) => (p.uuid === file ? { ...p, inCart } : p)) };
      return answer({ body: { inCart, itemCount: count() } });
    },
    "POST /ajax/cart/toggle_digital_set_in_cart.php": (_url, init) => {
      if (refuse) return refuse;
      const { type } = JSON.parse(String(init?.body));
      const inCart = !set.digital.find((o) => o.type === type)?.set?.inCart;
      set = {
        ...set,
        digital: set.digital.map((o) => (o.type === type && o.set ? { ...o, set: { ...o.set, inCart } } : o)),
      };
      return answer({ body: { inCart, itemCount: count() } });
    },
  });
  return {
    calls,
    holdAnswers: () => {
      hold = true;
    },
    release: () => held?.(),
  };
}

function open(set: PictureSet) {
  return renderShopRoutes(pictureSetRoutes, `/my-account/picture-sets/${set.uuid}`);
}

/** The buttons under the pictures (the set's button in the panel below them is not one). */
const pictureButtons = () =>
  screen
    .getAllByRole("listitem")
    .filter((li) => li.querySelector("img"))
    .flatMap((li) => within(li).queryAllByRole("button", { name: /Buy digital picture|Remove from cart/ }));

describe("the digital buttons of the picture set page", () => {
  it("offers 'Buy digital pictures' beside the other actions, and the set's price", async () => {
    const set = makePictureSet(2, { digital: [makeOffer({ pictureCount: 2 })] });
    serve(set);
    open(set);
    expect(await screen.findByRole("link", { name: "Buy digital pictures" })).toHaveAttribute(
      "href",
      `/products/digital-portraits/${set.subject.uuid}`,
    );
    expect(screen.getByRole("link", { name: "Buy products" })).toHaveAttribute("href", "/products/packages");
    expect(screen.getByText("The whole set: 2 pictures")).toBeInTheDocument();
    expect(screen.getByText("Regular price", { exact: false })).toBeInTheDocument();
  });

  it("shows the pictures before the digital offers, whose whole-set button names the set it buys", async () => {
    const set = makePictureSet(12, { digital: [makeOffer({ pictureCount: 12 })] });
    serve(set);
    open(set);
    const panel = await screen.findByRole("region", { name: "Digital pictures" });
    const [firstPicture] = screen.getAllByRole("img", { name: /^Emma Nordmann, picture/ });
    if (!firstPicture) throw new Error("no picture");
    expect(firstPicture.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const buySet = within(panel).getByRole("button", { name: "Buy the whole set (12 pictures)" });
    expect(buySet).toHaveAccessibleDescription(/The whole set: 12 pictures/);
    expect(within(panel).queryByRole("button", { name: "Buy digital picture" })).not.toBeInTheDocument();
  });

  it("puts a single picture in the cart, showing progress until the server answers, then 'Remove from cart'", async () => {
    const set = makePictureSet(2, { digital: [makeOffer({ pictureCount: 2 })] });
    const server = serve(set);
    const user = userEvent.setup();
    open(set);
    await screen.findByRole("heading", { name: "Emma Nordmann" });
    const [first] = pictureButtons();
    if (!first) throw new Error("no picture button");
    server.holdAnswers();
    await user.click(first);
    await waitFor(() => expect(first).toHaveAttribute("aria-busy", "true"));
    expect(first).toHaveTextContent("Buy digital picture");
    server.release();
    await waitFor(() => expect(first).toHaveTextContent("Remove from cart"));
    expect(first).not.toHaveAttribute("aria-busy");
    const post = server.calls.find((c) => c.method === "POST");
    expect(post?.url.pathname).toBe("/ajax/cart/toggle_digital_file_in_cart.php");
    expect(post?.body).toEqual({ file: set.pictures[0]?.uuid, type: "IP" });
  });

  it("disables the single pictures while the whole set of their type is in the cart", async () => {
    const set = makePictureSet(2, { digital: [makeOffer({ pictureCount: 2 })] });
    const server = serve(set);
    const user = userEvent.setup();
    open(set);
    const panel = await screen.findByRole("region", { name: "Digital pictures" });
    for (const button of pictureButtons()) expect(button).toBeEnabled();

    await user.click(within(panel).getByRole("button", { name: "Buy the whole set (2 pictures)" }));
    await waitFor(() =>
      expect(within(panel).getByRole("button", { name: "Remove from cart" })).toBeEnabled(),
    );
    expect(server.calls.find((c) => c.method === "POST")?.body).toEqual({
      pictureSet: set.subject.uuid,
      type: "IP",
    });
    for (const button of pictureButtons()) expect(button).toBeDisabled();

    await user.click(within(panel).getByRole("button", { name: "Remove from cart" }));
    await waitFor(() =>
      expect(within(panel).getByRole("button", { name: "Buy the whole set (2 pictures)" })).toBeEnabled(),
    );
    for (const button of pictureButtons()) expect(button).toBeEnabled();
  });

  it("'Remove from cart' of a picture whose retouch is in the cart says first that the retouch goes too", async () => {
    const set = makePictureSet(0, {
      pictures: [makePicture(1, { inCart: true }), makePicture(2)],
      digital: [makeOffer({ pictureCount: 2 })],
    });
    const retouch = makeOrderLine(9, {
      product: { uuid: uuidOf("b9", 9), type: 11, name: "Retouch", kind: "retouch" },
      description: "Retouch P1001: Fix flyaway hair",
      fileRetouch: { uuid: set.pictures[0]?.uuid ?? "", thumbnail: "/img/1/320" },
    });
    const file = makeDigitalLine(1, {
      digitalFiles: [{ uuid: set.pictures[0]?.uuid ?? "", thumbnail: "/img/1/320" }],
      retouchLeavesWith: [retouch.uuid],
    });
    const server = serve(set, undefined, makeCart([file, retouch]));
    const user = userEvent.setup();
    open(set);
    await screen.findByRole("heading", { name: "Emma Nordmann" });
    const [remove] = pictureButtons();
    if (!remove) throw new Error("no picture button");
    expect(remove).toHaveTextContent("Remove from cart");
    await user.click(remove);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the retouch too?" });
    expect(dialog).toHaveTextContent("The retouch of this picture is deleted from the shopping cart too:");
    expect(dialog).toHaveTextContent("Retouch P1001: Fix flyaway hair");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(remove).toHaveTextContent("Remove from cart");

    await user.click(remove);
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Delete the retouch too?" })).getByRole(
        "button",
        {
          name: "Continue",
        },
      ),
    );
    await waitFor(() => expect(remove).toHaveTextContent("Buy digital picture"));
    expect(server.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { file: set.pictures[0]?.uuid, type: "IP" },
    ]);
  });

  it("shows the response's error in a toast and keeps the button as it was", async () => {
    const set = makePictureSet(1, { digital: [makeOffer({ pictureCount: 1 })] });
    serve(set, {
      status: 409,
      body: { error: "You have already bought this picture", code: "picture_already_bought" },
    });
    const user = userEvent.setup();
    open(set);
    await screen.findByRole("heading", { name: "Emma Nordmann" });
    const [button] = pictureButtons();
    if (!button) throw new Error("no picture button");
    await user.click(button);
    expect(await screen.findByText("You have already bought this picture")).toBeInTheDocument();
    expect(button).toHaveTextContent("Buy digital picture");
    expect(button).toBeEnabled();
  });

  it("a bought picture shows its download instead of a buy button, and a bought set its zip", async () => {
    const set = makePictureSet(0, {
      pictures: [
        makePicture(1, {
          bought: true,
          urls: { thumbnail: "/img/1/320", preview: "/img/1/640", original: "/img/1/original", cutout: null },
        }),
        makePicture(2),
      ],
      digital: [
        makeOffer({
          pictureCount: 2,
          set: {
            productUuid: set2Uuid,
            price: 39900,
            rebatedPrice: null,
            bought: true,
            awaitingInvoice: false,
            inCart: false,
            inPackage: null,
            zipUrl: "/zip/1",
          },
        }),
      ],
    });
    serve(set);
    open(set);
    expect(await screen.findByRole("link", { name: "Download picture P1001" })).toHaveAttribute(
      "href",
      "/img/1/original",
    );
    expect(pictureButtons()).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Download all (zip)" })).toHaveAttribute("href", "/zip/1");
  });

  it("a picture and a set ordered on an unpaid invoice say they come when it is paid, and are not offered again", async () => {
    const offer = makeOffer({ pictureCount: 2 });
    const set = makePictureSet(0, {
      pictures: [makePicture(1, { awaitingInvoice: true }), makePicture(2)],
      digital: [{ ...offer, set: offer.set && { ...offer.set, awaitingInvoice: true } }],
    });
    serve(set);
    open(set);
    const panel = await screen.findByRole("region", { name: "Digital pictures" });
    const [ordered, other] = screen
      .getAllByRole("listitem")
      .filter((li) => li.querySelector("img[alt^='Emma Nordmann']"));
    expect(ordered).toHaveTextContent("Ordered: can be downloaded when the invoice is paid");
    expect(within(ordered as HTMLElement).queryByRole("button", { name: /Buy|Remove/ })).toBeNull();
    expect(within(other as HTMLElement).getByRole("button", { name: "Buy digital picture" })).toBeEnabled();
    expect(panel).toHaveTextContent("Ordered: the pictures can be downloaded when the invoice is paid");
    expect(within(panel).queryByRole("button", { name: /Buy the whole set/ })).toBeNull();
  });

  it("shows no digital buttons for a set that sells nothing digital", async () => {
    const set = makePictureSet(2);
    serve(set);
    open(set);
    await screen.findByRole("heading", { name: "Emma Nordmann" });
    expect(screen.queryByRole("link", { name: "Buy digital pictures" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Buy digital picture/ })).not.toBeInTheDocument();
  });
});

const set2Uuid = "e1000000-0000-4000-8000-000000000002";
