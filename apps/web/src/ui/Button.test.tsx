import { Button } from "@shop/ui/Button";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

/** A button that is busy after its first press, as a cart button is while the server answers. */
function Toggle({ onPress }: { onPress: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={() => {
        onPress();
        setBusy(true);
      }}
    >
      Buy digital picture
    </Button>
  );
}

describe("Button", () => {
  it("keeps a keyboard user's focus while it is busy, and refuses presses until done", async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Toggle onPress={onPress} />);
    await user.tab();
    const button = screen.getByRole("button", { name: "Buy digital picture" });
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("does not submit its form while busy", async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is disabled when told so, loading or not", () => {
    render(
      <Button disabled loading>
        Save
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });
});
