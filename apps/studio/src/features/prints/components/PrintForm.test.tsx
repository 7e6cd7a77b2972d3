import type { StudioPrintProduct } from "@shop/contracts/studio-prints";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { PrintForm } from "./PrintForm.tsx";

const saved: StudioPrintProduct = {
  uuid: "7d1f7a80-0000-4000-8000-000000000010",
  name: "Print 10×15",
  names: { en: "Print 10×15", nb: "Papirbilde 10×15" },
  widthMm: 100,
  heightMm: 150,
  bleedMm: 3,
  tiers: [{ quantity: 1, price: 2900 }],
  active: true,
  sortOrder: 0,
};

function show(print: StudioPrintProduct | null, onDone = () => {}) {
  render(
    <QueryClientProvider client={queryClient}>
      <PrintForm print={print} languages={["en", "nb"]} currency="NOK" onDone={onDone} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the print form", () => {
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  beforeEach(() =>
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it("sends the size and the prices as written, and closes when saved", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({ print: saved });
      }),
    );
    const onDone = vi.fn();
    const user = show(null, onDone);
    await user.type(screen.getByLabelText("Name (English)"), "Print 10×15");
    await user.type(screen.getByLabelText("Width (mm)"), "100");
    await user.type(screen.getByLabelText("Height (mm)"), "150");
    await user.type(screen.getByLabelText("Price per print"), "29,00 kr");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        names: { en: "Print 10×15", nb: "" },
        widthMm: 100,
        heightMm: 150,
        bleedMm: 3,
        tiers: [{ quantity: 1, price: "29,00 kr" }],
        active: true,
      },
    ]);
  });

  it("says at the field what is wrong and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = show(saved);
    const price = screen.getByLabelText("Price per print");
    expect(price).toHaveValue("29");
    await user.clear(price);
    await user.type(price, "29,999");
    await user.clear(screen.getByLabelText("Width (mm)"));
    await user.type(screen.getByLabelText("Width (mm)"), "10");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      screen.getByText("Price from 1: at most two decimals; group thousands with a space (1 490)."),
    ).toBeVisible();
    expect(screen.getByText("Must be at least 20 mm.")).toBeVisible();
    expect(screen.getByLabelText("Width (mm)")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });
});
