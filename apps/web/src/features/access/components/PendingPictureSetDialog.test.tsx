import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { PendingPictureSetDialog } from "./PendingPictureSetDialog.tsx";

const path = "/api/webshop/session/pending-picture-set";

function renderDialog() {
  const onAdded = vi.fn();
  const onDeclined = vi.fn();
  renderRoutes(
    [
      {
        path: "/",
        element: <PendingPictureSetDialog name="Emma Nordmann" onAdded={onAdded} onDeclined={onDeclined} />,
      },
    ],
    "/",
  );
  return { onAdded, onDeclined };
}

describe("the pending picture set dialog", () => {
  it("asks to add the set by name, and 'Add picture set' adds it and leads where the server says", async () => {
    const calls = mockFetch({ [`POST ${path}`]: { body: { redirect: "/new-picture-set" } } });
    const { onAdded, onDeclined } = renderDialog();
    const dialog = await screen.findByRole("dialog", {
      name: "Add the picture set Emma Nordmann to your account?",
    });
    expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Add picture set" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith("/new-picture-set"));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([`POST ${path}`]);
    expect(onDeclined).not.toHaveBeenCalled();
  });

  it("'No thanks' forgets the code and goes on", async () => {
    const calls = mockFetch({ [`DELETE ${path}`]: { status: 204 } });
    const { onAdded, onDeclined } = renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: "No thanks" }));
    await waitFor(() => expect(onDeclined).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([`DELETE ${path}`]);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("closing the dialog declines too", async () => {
    const calls = mockFetch({ [`DELETE ${path}`]: { status: 204 } });
    const { onDeclined } = renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(onDeclined).toHaveBeenCalled());
    expect(calls.map((c) => c.method)).toEqual(["DELETE"]);
  });

  it("shows why adding failed and stays open", async () => {
    mockFetch({
      [`POST ${path}`]: {
        status: 404,
        body: { error: "No picture set is waiting to be added", code: "no_pending_picture_set" },
      },
    });
    const { onAdded } = renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Add picture set" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No picture set is waiting to be added");
    expect(screen.getByRole("dialog")).toBeVisible();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("speaks Norwegian", async () => {
    await changeLanguage("nb");
    mockFetch({});
    renderDialog();
    expect(
      await screen.findByRole("dialog", { name: "Legge til bildesettet Emma Nordmann i kontoen din?" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Legg til bildesett" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Nei takk" })).toBeVisible();
  });
});
