import { expect, it } from "vitest";
import { editorOpenRows } from "./editor-open.ts";
import { metOf } from "./figures.ts";

it("holds the editor's first interactive frame to 2.5 s", () => {
  const met = (interactiveMs: number) =>
    editorOpenRows({ drawnMs: 0, interactiveMs, directMs: 9_000 }).map(metOf);
  expect(met(2_500)).toEqual(["yes", ""]);
  expect(met(2_501)).toEqual(["no", ""]);
});
