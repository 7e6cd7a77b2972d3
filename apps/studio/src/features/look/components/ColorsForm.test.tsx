import type { StudioLookResponse } from "@shop/contracts/studio-look";
import { checkShopColors } from "@shop/domain/contrast";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { ColorsForm } from "./ColorsForm.tsx";

const colors = { primary: "#1f4e79", background: "#f5f1ea", text: "#1b1b1b" };
const look: StudioLookResponse = {
  shopName: "Foto Sol",
  colors,
  contrast: checkShopColors(colors),
  logo: null,
  frontPicture: null,
  backgroundImage: null,
  favicon: null,
};

function answer(status: number, body: unknown) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ key: `${init?.method} ${path}`, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

function show() {
  render(
    <QueryClientProvider client={queryClient}>
      <ColorsForm look={look} />
    </QueryClientProvider>,
  );
}

describe("the shop's colours", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows every pair's figures as the colours are typed, naming the one below AA and by how much", async () => {
    show();
    const user = userEvent.setup();
    expect(screen.getByText("Text on the background:").closest("li")).toHaveTextContent("meets AA (4.5:1)");
    const text = screen.getByRole("textbox", { name: "Text colour" });
    await user.clear(text);
    await user.type(text, "#aaaaaa");
    expect(screen.getByText("Text on the background:").closest("li")).toHaveTextContent(
      "Text on the background: 2.06:1 2.44 below AA (4.5:1)",
    );
  });

  it("saves the colours, and says so", async () => {
    const calls = answer(200, { ...look, colors: { ...colors, primary: "#7a1f5c" } });
    show();
    const user = userEvent.setup();
    const primary = screen.getByRole("textbox", { name: "Primary colour" });
    await user.clear(primary);
    await user.type(primary, "#7a1f5c");
    await user.click(screen.getByRole("button", { name: "Save colours" }));
    expect(await screen.findByRole("status")).toHaveTextContent("The colours are saved");
    expect(calls).toEqual([{ key: "PUT /api/studio/look/colors", body: { ...colors, primary: "#7a1f5c" } }]);
  });

  it("says the server refused a pair below AA", async () => {
    answer(400, { error: "Text on the background: 2.08:1", code: "studio_look_contrast" });
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save colours" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not saved: a colour pair is below WCAG AA.");
  });

  it("names the field of a colour that is not #rrggbb and does not send it", async () => {
    show();
    const user = userEvent.setup();
    const background = screen.getByRole("textbox", { name: "Background colour" });
    await user.clear(background);
    await user.type(background, "beige");
    expect(screen.getByText("Background colour must be a colour like #1f4e79")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save colours" })).toBeDisabled();
  });
});
