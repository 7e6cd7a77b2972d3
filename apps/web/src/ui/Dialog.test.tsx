import { Dialog, preloadDialog } from "@shop/ui/Dialog";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";

/** A page with a control that opens a dialog; `removeOpener` takes the control away as the dialog closes. */
function Page({ removeOpener = false, description }: { removeOpener?: boolean; description?: string }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <main id="main">
      <h1>Cart</h1>
      <button type="button">Before</button>
      {openerShown && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && removeOpener) setOpenerShown(false);
        }}
        title="Delete the line?"
        {...(description ? { description } : {})}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Keep it
          </button>
        }
      />
    </main>
  );
}

describe("Dialog", () => {
  beforeAll(() => preloadDialog());

  it("gives the focus back to the control that opened it, whether closed by Escape, the X or a button", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Delete" });
    for (const close of [
      () => user.keyboard("{Escape}"),
      () => user.click(screen.getByRole("button", { name: "Close" })),
      () => user.click(screen.getByRole("button", { name: "Keep it" })),
    ]) {
      opener.focus();
      await user.keyboard("{Enter}");
      await screen.findByRole("dialog", { name: "Delete the line?" });
      await close();
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it("gives the focus to the page's heading when the control that opened it is gone", async () => {
    const user = userEvent.setup();
    render(<Page removeOpener />);
    screen.getByRole("button", { name: "Delete" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Cart" })).toHaveFocus());
  });

  it("is described by its description only, so its title is not read twice", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("dialog", { name: "Delete the line?" })).not.toHaveAttribute(
      "aria-describedby",
    );
    unmount();
    render(<Page description="The design is lost." />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("dialog")).toHaveAccessibleDescription("The design is lost.");
  });
});
