import type { Picture } from "@shop/contracts/picture-sets";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { makePicture } from "../../../test/picture-set-factories.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { LazyPictureViewer } from "./LazyPictureViewer.tsx";

const pictures = [1, 2].map((n) => makePicture(n));
const altFor = (p: Picture) => `Emma, ${p.webshopId}`;

function Harness() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        Open
      </button>
      <LazyPictureViewer
        pictures={pictures}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        altFor={altFor}
      />
    </>
  );
}

describe("the viewer loaded on demand", () => {
  it("opens at the picture chosen before its code had loaded, and closes again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("2 / 2")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
