import type { Picture } from "@shop/contracts/picture-sets";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makePicture } from "../../../test/picture-set-factories.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { YearbookPoseChooser } from "./YearbookPoseChooser.tsx";

/** Saves a choice a little later, as the cache does after the server call starts. */
function Harness({ onChoose }: { onChoose: (uuid: string) => void }) {
  const [pictures, setPictures] = useState<Picture[]>([1, 2, 3].map((n) => makePicture(n)));
  return (
    <YearbookPoseChooser
      pictures={pictures}
      altFor={(p) => `Emma, ${p.webshopId}`}
      onOpen={() => {}}
      onChoose={(uuid) => {
        onChoose(uuid);
        setTimeout(() => setPictures((ps) => ps.map((p) => ({ ...p, isYearbookPose: p.uuid === uuid }))), 10);
      }}
    />
  );
}

/** Saves land only when the test says so; `controls.rollback` puts the pictures back as they were. */
function ManualHarness({
  saves,
  controls,
}: {
  saves: Array<() => void>;
  controls: { rollback: () => void };
}) {
  const [initial] = useState<Picture[]>(() => [1, 2, 3].map((n) => makePicture(n)));
  const [pictures, setPictures] = useState<Picture[]>(initial);
  controls.rollback = () => setPictures(initial.map((p) => ({ ...p })));
  return (
    <YearbookPoseChooser
      pictures={pictures}
      altFor={(p) => `Emma, ${p.webshopId}`}
      onOpen={() => {}}
      onChoose={(uuid) =>
        saves.push(() => setPictures((ps) => ps.map((p) => ({ ...p, isYearbookPose: p.uuid === uuid }))))
      }
    />
  );
}

describe("the yearbook pose chooser", () => {
  it("is a radio group the arrow keys move through, choosing as they go", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderWithProviders(<Harness onChoose={onChoose} />);
    expect(screen.getByRole("group", { name: "Yearbook pose" })).toBeInTheDocument();
    const [first, second, third] = screen.getAllByRole("radio");
    await user.click(first as HTMLElement);
    expect(first).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(third).toBeChecked();
    expect(onChoose.mock.calls.map(([uuid]) => uuid)).toEqual([1, 2, 3].map((n) => makePicture(n).uuid));
    expect(await screen.findByText("Chosen")).toBeInTheDocument();
  });

  it("keeps showing the newest choice when an older save lands after it, and the truth after a rollback", async () => {
    const user = userEvent.setup();
    const saves: Array<() => void> = [];
    const controls = { rollback: () => {} };
    renderWithProviders(<ManualHarness saves={saves} controls={controls} />);
    const [first, second] = screen.getAllByRole("radio");
    await user.click(first as HTMLElement);
    await user.keyboard("{ArrowRight}");
    expect(second).toBeChecked();
    // The first save lands after the second press: the radio stays on the second picture.
    act(() => saves[0]?.());
    expect(second).toBeChecked();
    act(() => saves[1]?.());
    expect(second).toBeChecked();
    // A rollback to a state that is none of the choices shows the pictures as they are.
    act(() => controls.rollback());
    expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });
});
