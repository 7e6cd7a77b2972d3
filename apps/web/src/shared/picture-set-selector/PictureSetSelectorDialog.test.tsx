import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makePictureSet } from "../../test/picture-set-factories.ts";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { PictureSetSelectorDialog } from "./PictureSetSelectorDialog.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function summary(uuid: string, name: string, job: string, year: number): PictureSetSummary {
  const { digital: _digital, ...set } = makePictureSet(1);
  return {
    ...set,
    uuid,
    subject: { uuid, name, group: null },
    year,
    job: { ...set.job, name: job },
    avatar: { url: "/api/webshop/images/avatar.jpg" },
  };
}

const emma = summary("10000000-0000-4000-8000-00000000000a", "Emma Nordmann", "Solbakken skole 2026", 2026);
const nora = summary(
  "10000000-0000-4000-8000-00000000000b",
  "Nora Berg",
  "Eventyrskogen barnehage 2025",
  2025,
);

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function serve(...answers: Array<() => Response>) {
  const fetchMock = vi.fn(async () => (answers.length > 1 ? answers.shift() : answers[0])?.() as Response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the 'my picture sets' selector dialog", () => {
  it("lists the sets with avatar, subject, job and year, marks the current one, and choosing one closes it", async () => {
    serve(() => answer(200, { pictureSets: [emma, nora] }));
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <PictureSetSelectorDialog
        open
        onOpenChange={onOpenChange}
        currentUuid={nora.uuid}
        onChoose={onChoose}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "My picture sets" });
    const list = await within(dialog).findByRole("list", { name: "My picture sets" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Emma NordmannSolbakken skole 2026 · 2026",
      "Nora BergEventyrskogen barnehage 2025 · 2025Current",
    ]);
    expect(buttons[1]).toHaveAttribute("aria-current", "true");
    expect(buttons[0]).not.toHaveAttribute("aria-current");
    expect(within(buttons[0] as HTMLElement).getByRole("presentation")).toHaveAttribute(
      "src",
      "/api/webshop/images/avatar.jpg",
    );
    expect(within(dialog).getByRole("link", { name: "All picture sets" })).toHaveAttribute(
      "href",
      "/my-account/picture-sets",
    );

    await user.click(buttons[0] as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ uuid: emma.uuid }));
  });

  it("moves between the sets with the arrow keys, Home and End", async () => {
    serve(() => answer(200, { pictureSets: [emma, nora, { ...emma, uuid: nora.uuid.replace("b", "c") }] }));
    const user = userEvent.setup();
    renderWithProviders(
      <PictureSetSelectorDialog open onOpenChange={() => {}} currentUuid={null} onChoose={() => {}} />,
    );
    const list = await screen.findByRole("list", { name: "My picture sets" });
    const buttons = within(list).getAllByRole("button");
    (buttons[0] as HTMLElement).focus();
    await user.keyboard("{ArrowDown}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(buttons[2]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(buttons[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(buttons[0]).toHaveFocus();
  });

  it("says when the list failed and 'Try again' asks once more", async () => {
    const fetchMock = serve(
      () => answer(500, { error: "Something went wrong", code: "server_error" }),
      () => answer(200, { pictureSets: [emma] }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <PictureSetSelectorDialog open onOpenChange={() => {}} currentUuid={null} onChoose={() => {}} />,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Loading…");
    const alert = await screen.findByRole("alert");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: /Emma Nordmann/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("without sets offers only 'Add picture set', which opens the add-code dialog", async () => {
    serve(() => answer(200, { pictureSets: [] }));
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <PictureSetSelectorDialog open onOpenChange={onOpenChange} currentUuid={null} onChoose={() => {}} />,
    );
    expect(await screen.findByText("You have no picture sets yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "All picture sets" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add picture set" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Add picture code" })).toBeInTheDocument());
  });

  it("asks for nothing while closed", () => {
    const fetchMock = serve(() => answer(200, { pictureSets: [emma] }));
    renderWithProviders(
      <PictureSetSelectorDialog
        open={false}
        onOpenChange={() => {}}
        currentUuid={null}
        onChoose={() => {}}
      />,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
