import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CodeEntry } from "../features/access/components/CodeEntry.tsx";
import { AddPictureSetPage } from "../features/account/pages/AddPictureSetPage.tsx";
import { meQuery } from "../lib/queries/me.ts";
import { queryClient } from "../lib/query-client.ts";
import { AddPictureCodeDialog } from "../shared/picture-set-selector/AddPictureCodeDialog.tsx";
import { mockFetch } from "../test/fetch-mock.ts";
import { testCodes, userFixture } from "../test/fixtures.ts";
import { renderRoutes } from "../test/render.tsx";

const simulation = { operator: "Ola Support", endsAt: "2026-11-26T13:00:00.000Z" };
const added = {
  error: null,
  valid: true,
  warning: null,
  redirect: null,
  pictureSet: { uuid: "10000000-0000-4000-8000-000000000001" },
};
const question = `Are you sure you want to add the code ${testCodes.group} to user kari@example.com?`;

function open(element: React.ReactNode, simulated: boolean) {
  queryClient.setQueryData(meQuery.queryKey, {
    user: userFixture({ emailAddress: "kari@example.com", isSimulated: simulated }),
    ...(simulated ? { simulation } : {}),
  });
  const calls = mockFetch({
    "GET /ajax/prophoto/add_picture_set_by_code.php": { body: added },
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/picture-sets": { body: { pictureSets: [] } },
  });
  const { router } = renderRoutes(
    [
      { path: "/start", element },
      { path: "/new-picture-set", element: <h1>New picture set</h1> },
    ],
    "/start",
  );
  const adds = () => calls.filter((c) => c.url.pathname === "/ajax/prophoto/add_picture_set_by_code.php");
  return { router, adds };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("adding a code in support's simulated session (spec 01 §4)", () => {
  it("asks on the add-picture-set page; cancel adds nothing, confirm adds the code", async () => {
    const user = userEvent.setup();
    const { router, adds } = open(<AddPictureSetPage />, true);
    await user.type(screen.getByLabelText("Code"), `${testCodes.group}{Enter}`);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(question);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(adds()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Add pictures" }));
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(adds()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Add pictures" }));
    await user.click(await screen.findByRole("button", { name: "Add the code" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
    expect(adds()).toHaveLength(1);
    expect(adds()[0]?.url.searchParams.get("code")).toBe(testCodes.group);
  });

  it("asks in the 'add picture code' dialog too", async () => {
    const user = userEvent.setup();
    const { router, adds } = open(<AddPictureCodeDialog open onOpenChange={() => {}} />, true);
    await user.type(await screen.findByLabelText("Code"), `${testCodes.group}{Enter}`);
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(question);
    expect(adds()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Add the code" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
    expect(adds()).toHaveLength(1);
  });

  it("asks on the front page's code field for a signed-in user", async () => {
    const user = userEvent.setup();
    const signedIn = userFixture({ emailAddress: "kari@example.com", isSimulated: true });
    const { router, adds } = open(
      <CodeEntry user={signedIn} onVerified={() => {}} onOpenLogin={() => {}} />,
      true,
    );
    await user.type(screen.getByLabelText("Code"), `${testCodes.group}{Enter}`);
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(question);
    expect(adds()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Add the code" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
    expect(adds()).toHaveLength(1);
  });

  it("does not ask in the person's own session", async () => {
    const user = userEvent.setup();
    const { router, adds } = open(<AddPictureSetPage />, false);
    await user.type(screen.getByLabelText("Code"), `${testCodes.group}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
    expect(adds()).toHaveLength(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
