import type { SentInvite } from "@shop/contracts/invites";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SharedWith } from "../../../shared/sharing/SharedWith.tsx";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { userFixture } from "../../../test/fixtures.ts";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { pictureSetRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const set = makePictureSet(2);
const invite = (n: number, overrides: Partial<SentInvite> = {}): SentInvite => ({
  uuid: `50000000-0000-4000-8000-00000000000${n}`,
  recipient: `gran${n}@example.com`,
  pictureSets: [{ uuid: set.uuid, name: set.subject.name }],
  status: "sent",
  sentAt: "2026-11-20T10:00:00.000Z",
  acceptedAt: null,
  ...overrides,
});

describe("'Shared with' on a picture set's page", () => {
  it("shows nothing when the set was never shared", async () => {
    const calls = mockFetch({ "GET /api/webshop/invites": { body: { invites: [] } } });
    const { container } = renderWithProviders(<SharedWith pictureSetUuid={set.uuid} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url.searchParams.get("pictureSet")).toBe(set.uuid);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("lists each invite's address and status, and revokes one after a confirmation, then reads the list again", async () => {
    const user = userEvent.setup();
    let revoked = false;
    const calls = mockFetch({
      "GET /api/webshop/invites": () => ({
        body: {
          invites: [
            invite(1, { status: revoked ? "revoked" : "accepted", acceptedAt: "2026-11-21T10:00:00.000Z" }),
            invite(2, { status: "expired" }),
          ],
        },
      }),
      "DELETE /api/webshop/invites/50000000-0000-4000-8000-000000000001": () => {
        revoked = true;
        return { status: 204 };
      },
    });
    renderWithProviders(<SharedWith pictureSetUuid={set.uuid} />);
    const section = await screen.findByRole("region", { name: "Shared with" });
    const rows = within(section).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("gran1@example.com");
    expect(rows[0]).toHaveTextContent("Accepted");
    expect(rows[1]).toHaveTextContent("Expired");
    // Only an invite that still opens something can be revoked.
    expect(within(rows[1] as HTMLElement).queryByRole("button")).toBeNull();

    await user.click(within(section).getByRole("button", { name: "Revoke the invite to gran1@example.com" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke the invite?" });
    expect(confirm).toHaveTextContent("gran1@example.com no longer sees Emma Nordmann");
    await user.click(within(confirm).getByRole("button", { name: "Revoke invite" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(within(section).getAllByRole("listitem")[0]).toHaveTextContent("Revoked"));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("cancelling revokes nothing", async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ "GET /api/webshop/invites": { body: { invites: [invite(1)] } } });
    renderWithProviders(<SharedWith pictureSetUuid={set.uuid} />);
    await user.click(await screen.findByRole("button", { name: "Revoke the invite to gran1@example.com" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("The link sent to gran1@example.com stops working.");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
  });
});

describe("where the share dialog opens", () => {
  const routes = (sets: ReturnType<typeof makePictureSet>[]) =>
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { status: 500, body: { error: "x", code: "server_error" } },
      "GET /api/webshop/picture-sets": { body: { pictureSets: sets } },
      [`GET /api/webshop/picture-sets/${set.uuid}`]: { body: sets[0] },
      "GET /api/webshop/invites": { body: { invites: [] } },
    });

  it("the set's page has 'Share pictures' with the set chosen", async () => {
    const user = userEvent.setup();
    routes([set]);
    renderRoutes([{ path: "/", children: pictureSetRoutes }], `/my-account/picture-sets/${set.uuid}`);
    await user.click(await screen.findByRole("button", { name: "Share pictures" }));
    await screen.findByRole("dialog", { name: "Share pictures with friends and family?" });
    expect(await screen.findByRole("checkbox", { name: /Emma Nordmann/ })).toBeChecked();
  });

  it("an archived set's page has no 'Share pictures'", async () => {
    const archived = makePictureSet(2, { job: { ...set.job, isArchived: true } });
    routes([archived]);
    renderRoutes([{ path: "/", children: pictureSetRoutes }], `/my-account/picture-sets/${set.uuid}`);
    await screen.findByRole("heading", { name: "Emma Nordmann" });
    expect(screen.queryByRole("button", { name: "Share pictures" })).toBeNull();
  });

  it("the list has the promo box only when a set can be shared", async () => {
    routes([set]);
    renderRoutes([{ path: "/", children: pictureSetRoutes }], "/my-account/picture-sets");
    const promo = await screen.findByRole("complementary", { name: "Share pictures" });
    expect(within(promo).getByRole("button", { name: "Share pictures" })).toBeInTheDocument();
  });

  it("the list has no promo box when no set can be shared", async () => {
    routes([makePictureSet(2, { cameByInvite: true })]);
    renderRoutes([{ path: "/", children: pictureSetRoutes }], "/my-account/picture-sets");
    await screen.findByRole("heading", { name: "Emma Nordmann" });
    expect(screen.queryByRole("complementary", { name: "Share pictures" })).toBeNull();
  });
});
