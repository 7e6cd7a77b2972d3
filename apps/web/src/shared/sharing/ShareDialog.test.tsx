import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type MockReply, mockFetch } from "../../test/fetch-mock.ts";
import { userFixture } from "../../test/fixtures.ts";
import { makePictureSet } from "../../test/picture-set-factories.ts";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { ShareDialog } from "./ShareDialog.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function set(n: number, name: string, overrides: Partial<PictureSetSummary> = {}): PictureSetSummary {
  const uuid = `10000000-0000-4000-8000-00000000000${n}`;
  const base = makePictureSet(0);
  return {
    ...base,
    uuid,
    subject: { uuid, name, group: null },
    ...overrides,
    job: { ...base.job, ...overrides.job },
  };
}

const emma = set(1, "Emma Nordmann");
const jonas = set(2, "Jonas Nordmann", { job: { ...makePictureSet(0).job, name: "Solbakken barnehage" } });
const archived = set(3, "Old Emma", { job: { ...makePictureSet(0).job, isArchived: true } });
const invited = set(4, "Cousin Ola", { cameByInvite: true });

const me = { body: { user: userFixture() } };
const tip = "GET /sections/prophoto/ajax/do_tipafriend.php";

function open(
  sets: PictureSetSummary[],
  routes: Record<string, MockReply | ((url: URL) => MockReply)> = {},
  preselected?: string[],
) {
  const calls = mockFetch({
    "GET /api/webshop/me": me,
    "GET /api/webshop/picture-sets": { body: { pictureSets: sets } },
    ...routes,
  });
  renderWithProviders(<ShareDialog open onOpenChange={() => {}} preselected={preselected} />);
  return calls;
}

const dialog = () => screen.findByRole("dialog", { name: "Share pictures with friends and family?" });
const recipientField = (n: number) => screen.getByLabelText(`E-mail address ${n}`);

async function toRecipients(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) await user.click(await screen.findByRole("checkbox", { name: new RegExp(name) }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "Who do you want to share them with?" });
}

describe("the share dialog (spec 03 §2.7)", () => {
  it("offers only sets of running jobs the parent has by code, with the subject and job names", async () => {
    open([emma, archived, jonas, invited]);
    await dialog();
    const boxes = await screen.findAllByRole("checkbox");
    expect(boxes.map((b) => b.closest("li")?.textContent)).toEqual([
      "Emma NordmannSolbakken skole 2026",
      "Jonas NordmannSolbakken barnehage",
    ]);
  });

  it("says so when no set can be shared", async () => {
    open([archived, invited]);
    expect(
      await screen.findByText("You currently don't have any picture sets available for sharing"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("keeps 'Select picture set(s)' disabled until a set is chosen, then moves on with the focus on the heading", async () => {
    const user = userEvent.setup();
    open([emma, jonas]);
    const next = await screen.findByRole("button", { name: "Select picture set(s)" });
    expect(next).toBeDisabled();
    await toRecipients(user, ["Jonas"]);
    expect(screen.getByRole("heading", { name: "Who do you want to share them with?" })).toHaveFocus();
    const steps = screen.getByRole("list", { name: "Steps" });
    expect(within(steps).getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "step");
  });

  it("starts with one empty field, labels the button by the valid addresses, and flags a wrong one once left", async () => {
    const user = userEvent.setup();
    open([emma]);
    await toRecipients(user, ["Emma"]);
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Please add recipients" })).toBeDisabled();
    await user.type(recipientField(1), "gran@example");
    expect(screen.queryByText("Invalid email")).toBeNull();
    await user.tab();
    expect(screen.getByText("Invalid email")).toBeInTheDocument();
    await user.type(recipientField(1), ".com");
    expect(screen.queryByText("Invalid email")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add another recipient" }));
    await user.type(recipientField(2), "grandpa@example.com");
    expect(screen.getByRole("button", { name: "Send invite to 2 recipients" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Remove e-mail address 1" }));
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(recipientField(1)).toHaveValue("grandpa@example.com");
    expect(screen.getByRole("button", { name: "Send invite to 1 recipients" })).toBeEnabled();
  });

  it("keeps the choices when going back", async () => {
    const user = userEvent.setup();
    open([emma, jonas]);
    await toRecipients(user, ["Jonas"]);
    await user.type(recipientField(1), "gran@example.com");
    await user.click(screen.getByRole("button", { name: "Back" }));
    const heading = await screen.findByRole("heading", { name: "Which picture sets do you want to share?" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("checkbox", { name: /Jonas/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Emma/ })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByLabelText("E-mail address 1")).toHaveValue("gran@example.com");
  });

  it("sends repeated email[] and subjects[], only the valid addresses, and shows the receipt; 'Send more invites' starts over", async () => {
    const user = userEvent.setup();
    const calls = open(
      [emma, jonas],
      { [tip]: { body: { error: null, recipients: ["gran@example.com", "grandpa@example.com"] } } },
      [jonas.uuid],
    );
    expect(await screen.findByRole("checkbox", { name: /Jonas/ })).toBeChecked();
    await toRecipients(user, ["Emma"]);
    await user.type(recipientField(1), " Gran@Example.com");
    await user.click(screen.getByRole("button", { name: "Add another recipient" }));
    await user.type(recipientField(2), "not an address");
    await user.click(screen.getByRole("button", { name: "Add another recipient" }));
    await user.type(recipientField(3), "grandpa@example.com");
    await user.click(screen.getByRole("button", { name: "Send invite to 2 recipients" }));

    const heading = await screen.findByRole("heading", { name: "The invites are on their way" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("gran@example.com")).toBeInTheDocument();
    expect(screen.getByText("grandpa@example.com")).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.pathname.endsWith("do_tipafriend.php"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.searchParams.getAll("email[]")).toEqual(["gran@example.com", "grandpa@example.com"]);
    // In the list's order, whatever order they were ticked in.
    expect(sent[0]?.url.searchParams.getAll("subjects[]")).toEqual([emma.uuid, jonas.uuid]);

    await user.click(screen.getByRole("button", { name: "Send more invites" }));
    const again = await screen.findByRole("heading", { name: "Which picture sets do you want to share?" });
    await waitFor(() => expect(again).toHaveFocus());
    expect(screen.getByRole("checkbox", { name: /Emma/ })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Select picture set(s)" })).toBeDisabled();
  });

  it("shows the answer's error in an alert and stays on the recipients", async () => {
    const user = userEvent.setup();
    open([emma], {
      [tip]: { body: { error: "You have sent as many invites as you can today.", recipients: [] } },
    });
    await toRecipients(user, ["Emma"]);
    await user.type(recipientField(1), "gran@example.com{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You have sent as many invites as you can today.",
    );
    expect(recipientField(1)).toHaveValue("gran@example.com");
  });

  it("says 'Error sharing picture sets, please try again' when the call fails, keeping what was typed", async () => {
    const user = userEvent.setup();
    let fail = true;
    open([emma], {
      [tip]: () => (fail ? "network-error" : { body: { error: null, recipients: ["gran@example.com"] } }),
    });
    await toRecipients(user, ["Emma"]);
    await user.type(recipientField(1), "gran@example.com");
    await user.click(screen.getByRole("button", { name: "Send invite to 1 recipients" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error sharing picture sets, please try again",
    );
    expect(recipientField(1)).toHaveValue("gran@example.com");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Send invite to 1 recipients" }));
    await screen.findByRole("heading", { name: "The invites are on their way" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a failed list with 'Try again'", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/picture-sets": () =>
        fail
          ? { status: 500, body: { error: "Server error", code: "server_error" } }
          : { body: { pictureSets: [emma] } },
    });
    renderWithProviders(<ShareDialog open onOpenChange={() => {}} />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /Emma/ })).toBeInTheDocument());
  });

  it("asks a signed-out visitor to sign in first", async () => {
    mockFetch({ "GET /api/webshop/me": { body: { user: null } } });
    renderWithProviders(<ShareDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/#login");
  });
});
