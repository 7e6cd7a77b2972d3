import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render.tsx";
import { DigitalCartButton } from "./DigitalCartButton.tsx";

const target = { kind: "file", pictureUuid: "20000000-0000-4000-8000-000000000001", type: "IP" } as const;

describe("DigitalCartButton", () => {
  it("is the Button's small size under a picture: no padding of the normal size is left to win in the stylesheet", () => {
    renderRoutes([{ path: "/", element: <DigitalCartButton target={target} inCart={false} compact /> }], "/");
    const button = screen.getByRole("button", { name: "Buy digital picture" });
    // Two padding classes of one property apply by the stylesheet's order, not the class list's (button-styles.ts).
    expect(button.className.split(/\s+/).filter((c) => /^px-/.test(c))).toEqual(["px-3"]);
    expect(button).toHaveClass("w-full", "text-sm", "min-h-11");
  });
});
