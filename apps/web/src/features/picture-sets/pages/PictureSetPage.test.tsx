import type { PictureSet } from "@shop/contracts/picture-sets";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPictureSet, setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { makePicture, makePictureSet } from "../../../test/picture-set-factories.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { pictureSetRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentPictureSet(null);
});

type Put = { status: number; body: unknown };

/** Serves one set and keeps its favorites, as the server would; `put` overrides the answer to a save. */
function serve(set: PictureSet | null, put?: Put) {
  const calls: string[] = [];
  let current = set;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (init?.method === "PUT") {
        if (put) return new Response(JSON.stringify(put.body), { status: put.status });
        const favorite: boolean = JSON.parse(String(init.body)).favorite;
        if (current) {
          current = {
            ...current,
            pictures: current.pictures.map((p) =>
              path.includes(p.uuid) ? { ...p, isUserFavorite: favorite } : p,
            ),
          };
        }
        return new Response(JSON.stringify({ isUserFavorite: favorite }));
      }
      if (current && path === `/api/webshop/picture-sets/${current.uuid}`)
        return new Response(JSON.stringify(current));
      return new Response(JSON.stringify({ error: "Picture set not found", code: "picture_set_not_found" }), {
        status: 404,
      });
    }),
  );
  return calls;
}

function open(uuid: string) {
  renderRoutes(pictureSetRoutes, `/my-account/picture-sets/${uuid}`);
}

describe("the picture set page", () => {
  it("shows the header, the action buttons the set qualifies for and the picture marks", async () => {
    const set = makePictureSet(0, {
      qualifyForSelectOwnFavorites: false,
      pictures: [
        makePicture(1, { isYearbookPose: true, keywords: ["yearbook_pose", "retouched"] }),
        makePicture(2, {
          urls: { thumbnail: "/img/2/320", preview: "/img/2/640", original: "/img/2/original", cutout: null },
        }),
        makePicture(3),
      ],
    });
    serve(set);
    open(set.uuid);
    expect(await screen.findByRole("heading", { level: 1, name: "Emma Nordmann" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Set favorites" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set yearbook pose" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buy products" })).toHaveAttribute("href", "/products/packages");
    // The opened set is the one the product pages go on with (stored by an effect, which React may run after paint).
    await waitFor(() => expect(currentPictureSet()).toEqual({ uuid: set.uuid, name: "Emma Nordmann" }));
    expect(screen.queryByText(/Buy digital/)).not.toBeInTheDocument();
    expect(screen.getByText("Yearbook pose")).toBeInTheDocument();
    expect(screen.getByText("Retouched")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download picture P1002" })).toHaveAttribute(
      "href",
      "/img/2/original",
    );
    expect(screen.getAllByRole("link", { name: /Download/ })).toHaveLength(1);
    expect(screen.getAllByText("Picture id")).toHaveLength(3);
  });

  it("offers 'Set yearbook pose' only until the selection's deadline", async () => {
    const set = makePictureSet(2);
    const expired = makePictureSet(2, {
      uuid: "10000000-0000-4000-8000-000000000002",
      job: { ...set.job, yearbookPoseSelection: { deadline: "2020-01-01T00:00:00.000Z", expired: true } },
    });
    serve(expired);
    open(expired.uuid);
    expect(await screen.findByRole("link", { name: "Buy products" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Set yearbook pose" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set favorites" })).toBeInTheDocument();
  });

  it("loads the first row of pictures at once with high priority and the rest lazily, each offering 320 and 640 wide files", async () => {
    const set = makePictureSet(5);
    serve(set);
    open(set.uuid);
    await screen.findByRole("heading", { level: 1 });
    const images = await screen.findAllByRole("img", { name: /^Emma Nordmann, picture/ });
    expect(images).toHaveLength(5);
    expect(images.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
      ["lazy", null],
    ]);
    for (const [i, img] of images.entries()) {
      expect(img).toHaveAttribute("srcset", `/img/${i + 1}/320 320w, /img/${i + 1}/640 640w`);
      expect(img.getAttribute("sizes")).toMatch(/calc\(50vw - 22px\)$/);
      expect(img).toHaveAttribute("width", "320");
      expect(img).toHaveAttribute("height", "400");
    }
  });

  it("moves a new favorite under 'Favorites' at once", async () => {
    const user = userEvent.setup();
    const set = makePictureSet(3);
    const calls = serve(set);
    open(set.uuid);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: "Favorites" })).not.toBeInTheDocument();
    const [, second] = screen.getAllByRole("button", { name: "Favorite" });
    await user.click(second as HTMLElement);
    const favorites = (await screen.findByRole("heading", { name: "Favorites" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(favorites).getByRole("img")).toHaveAccessibleName("Emma Nordmann, picture 2");
    expect(within(favorites).getByRole("button", { name: "Favorite" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("heading", { name: "Non Favorites" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContain(
        `PUT /api/webshop/picture-sets/${set.uuid}/pictures/${makePicture(2).uuid}/favorite`,
      ),
    );
  });

  it("puts the heart back when the favorite cannot be saved", async () => {
    const user = userEvent.setup();
    const set = makePictureSet(2);
    serve(set, { status: 500, body: { error: "Something went wrong", code: "server_error" } });
    open(set.uuid);
    await screen.findByRole("heading", { level: 1 });
    const [first] = screen.getAllByRole("button", { name: "Favorite" });
    await user.click(first as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Favorites" })).not.toBeInTheDocument());
    for (const heart of screen.getAllByRole("button", { name: "Favorite" })) {
      expect(heart).toHaveAttribute("aria-pressed", "false");
    }
  });

  it("says 'Picture set not found' for a set that is not the user's", async () => {
    serve(null);
    open("10000000-0000-4000-8000-0000000000ff");
    expect(await screen.findByText("Picture set not found")).toBeInTheDocument();
  });

  it("says the pictures are not ready when the set has none", async () => {
    const set = makePictureSet(0);
    serve(set);
    open(set.uuid);
    expect(
      await screen.findByText(
        "Your pictures are not yet available in the webshop. You will receive an email from us when ready.",
      ),
    ).toBeInTheDocument();
  });
});
