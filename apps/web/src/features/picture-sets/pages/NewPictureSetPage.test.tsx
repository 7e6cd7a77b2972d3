import type { PictureSet } from "@shop/contracts/picture-sets";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { pictureSetRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the two calls of the flow from one set, as the server would. */
function serve(sets: PictureSet[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      if (path === "/api/webshop/picture-sets") {
        const pictureSets = sets.map((s) => ({ ...s, pictures: s.pictures.slice(0, 6) }));
        return new Response(JSON.stringify({ pictureSets }));
      }
      const set = sets.find((s) => path === `/api/webshop/picture-sets/${s.uuid}`);
      return set
        ? new Response(JSON.stringify(set))
        : new Response(JSON.stringify({ error: "Picture set not found", code: "picture_set_not_found" }), {
            status: 404,
          });
    }),
  );
}

function open(path: string) {
  renderRoutes(pictureSetRoutes, path);
}

const expired = { deadline: "2020-01-01T00:00:00.000Z", expired: true };

describe("the new picture set", () => {
  it("shows the newest set with '{n} pictures' and 'Next' to the favorites when it qualifies", async () => {
    const older = makePictureSet(3, {
      uuid: "10000000-0000-4000-8000-000000000009",
      subject: { uuid: "10000000-0000-4000-8000-000000000009", name: "Nora Berg", group: null },
      addedAt: "2025-01-01T00:00:00.000Z",
    });
    serve([older, makePictureSet(12)]);
    open("/new-picture-set");
    expect(await screen.findByRole("heading", { name: "New picture set" })).toBeInTheDocument();
    expect(await screen.findByText("Emma Nordmann")).toBeInTheDocument();
    expect(screen.getByText("Solbakken skole 2026")).toBeInTheDocument();
    expect(screen.getByText("12 pictures")).toBeInTheDocument();
    expect(screen.getAllByRole("img")).toHaveLength(12);
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/new-picture-set/favorites");
  });

  it("reads 'Next' to the yearbook pose when only the pose can be chosen", async () => {
    serve([makePictureSet(4, { qualifyForSelectOwnFavorites: false })]);
    open("/new-picture-set");
    expect(await screen.findByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/new-picture-set/yearbook-pose",
    );
  });

  it("reads 'View offers and campaigns' when nothing can be chosen", async () => {
    const set = makePictureSet(2, { qualifyForSelectOwnFavorites: false });
    serve([{ ...set, job: { ...set.job, yearbookPoseSelection: expired } }]);
    open("/new-picture-set");
    expect(await screen.findByRole("link", { name: "View offers and campaigns" })).toHaveAttribute(
      "href",
      "/products/packages",
    );
  });

  it("says 'No pictures currently available.' without any set", async () => {
    serve([]);
    open("/new-picture-set");
    expect(await screen.findByText("No pictures currently available.")).toBeInTheDocument();
  });

  it("says the pictures are not ready for a set without pictures", async () => {
    serve([makePictureSet(0)]);
    open("/new-picture-set");
    expect(
      await screen.findByText(
        "Your pictures are not yet available in the webshop. You will receive an email from us when ready.",
      ),
    ).toBeInTheDocument();
  });
});

describe("the favorites step", () => {
  it("reads 'Skip' without a favorite and 'Next' with one, towards the yearbook pose", async () => {
    const set = makePictureSet(5);
    serve([set]);
    open("/new-picture-set/favorites");
    expect(await screen.findByRole("link", { name: "Skip" })).toHaveAttribute(
      "href",
      "/new-picture-set/yearbook-pose",
    );
    cleanup();
    queryClient.clear();
    const withFavorite = {
      ...set,
      pictures: set.pictures.map((p, i) => ({ ...p, isUserFavorite: i === 0 })),
    };
    serve([withFavorite]);
    open("/new-picture-set/favorites");
    expect(await screen.findByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/new-picture-set/yearbook-pose",
    );
  });

  it("reads 'View offers and campaigns' when the pose has expired", async () => {
    const set = makePictureSet(5);
    serve([{ ...set, job: { ...set.job, yearbookPoseSelection: expired } }]);
    open("/new-picture-set/favorites");
    expect(await screen.findByRole("link", { name: "View offers and campaigns" })).toHaveAttribute(
      "href",
      "/products/packages",
    );
  });
});

describe("the yearbook pose step", () => {
  it("says 'Yearbook pose selection has expired' and offers 'Skip' when it has", async () => {
    const set = makePictureSet(3);
    serve([{ ...set, job: { ...set.job, yearbookPoseSelection: expired } }]);
    open("/new-picture-set/yearbook-pose");
    expect(await screen.findByText("Yearbook pose selection has expired")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip" })).toHaveAttribute("href", "/products/packages");
  });

  it("offers the pictures as a radio group and reads 'Next' once one is chosen", async () => {
    const set = makePictureSet(3);
    serve([{ ...set, pictures: set.pictures.map((p, i) => ({ ...p, isYearbookPose: i === 1 })) }]);
    open("/new-picture-set/yearbook-pose");
    const radios = await screen.findAllByRole("radio");
    expect(radios).toHaveLength(3);
    expect(radios[1]).toBeChecked();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/products/packages");
  });

  it("does not offer the class picture as a pose", async () => {
    const set = makePictureSet(3);
    serve([{ ...set, pictures: set.pictures.map((p, i) => ({ ...p, groupPicture: i === 2 })) }]);
    open("/new-picture-set/yearbook-pose");
    expect(await screen.findAllByRole("radio")).toHaveLength(2);
  });
});
