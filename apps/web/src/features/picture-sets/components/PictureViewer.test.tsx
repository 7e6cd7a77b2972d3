import type { Picture } from "@shop/contracts/picture-sets";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makePicture } from "../../../test/picture-set-factories.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { PictureViewer } from "./PictureViewer.tsx";

const pictures = [1, 2, 3].map((n) => makePicture(n));
const altFor = (p: Picture) => `Emma, ${p.webshopId}`;

function Harness({
  onClose,
  onToggleFavorite,
}: {
  onClose: () => void;
  onToggleFavorite?: (p: Picture) => void;
}) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <PictureViewer
      pictures={pictures}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
      altFor={altFor}
      onToggleFavorite={onToggleFavorite}
    />
  );
}

describe("the full-screen viewer", () => {
  it("moves with the arrow keys and shows 'n / total'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onClose={() => {}} />);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Emma, P1001" })).toHaveAttribute("src", "/img/1/640");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByText("3 / 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next picture" })).toBeDisabled();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("img", { name: "Emma, P1002" })).toBeInTheDocument();
  });

  it("moves with the previous and next buttons", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onClose={() => {}} />);
    expect(screen.getByRole("button", { name: "Previous picture" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next picture" }));
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous picture" }));
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("marks the shown picture as a favorite", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderWithProviders(<Harness onClose={() => {}} onToggleFavorite={onToggle} />);
    await user.keyboard("{ArrowRight}");
    const heart = screen.getByRole("button", { name: "Favorite" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledWith(pictures[1]);
  });

  it("moves on a swipe of more than 20 px and stays on a shorter one", () => {
    // jsdom has no pointer capture; the gesture library asks for it on every drag.
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    renderWithProviders(<Harness onClose={() => {}} />);
    const area = screen.getByRole("img", { name: "Emma, P1001" }).parentElement as HTMLElement;
    const swipe = (from: number, to: number) => {
      const pointer = { pointerId: 1, pointerType: "touch", isPrimary: true, buttons: 1, clientY: 300 };
      fireEvent.pointerDown(area, { ...pointer, clientX: from });
      fireEvent.pointerMove(area, { ...pointer, clientX: (from + to) / 2 });
      fireEvent.pointerMove(area, { ...pointer, clientX: to });
      fireEvent.pointerUp(area, { ...pointer, buttons: 0, clientX: to });
    };
    swipe(200, 190);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    swipe(200, 120);
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    swipe(100, 180);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
  });
});
