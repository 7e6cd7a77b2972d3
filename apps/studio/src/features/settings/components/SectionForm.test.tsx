import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { SectionForm } from "./SectionForm.tsx";

const file: ShopSettingsFile = {
  version: 2,
  portal: {
    name: "Testfoto AS",
    address: "Testveien 1",
    postalCode: "0001",
    city: "Oslo",
    country: "NO",
    email: "post@testfoto.no",
    phone: "1",
    currency: "NOK",
    vatPercent: 25,
  },
  webshop: {
    languages: [{ tag: "en", name: "English" }],
    defaultLanguage: "en",
    contactEmail: "post@testfoto.no",
  },
  deliveryOptions: [
    {
      type: "digital-delivery",
      name: "Digital delivery",
      description: "",
      price: "0",
      deliveryDays: 0,
      expiresAt: null,
      isExpress: false,
    },
    {
      type: "school-pickup",
      name: { en: "Pick up at school", nb: "Hent på skolen" },
      description: "",
      price: "49",
      deliveryDays: 7,
      expiresAt: null,
      isExpress: false,
      jobs: null,
    },
  ],
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

function renderForm() {
  return render(
    <QueryClientProvider client={queryClient}>
      <SectionForm section="deliveryOptions" file={file} />
    </QueryClientProvider>,
  );
}

describe("a list section of the settings as a form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the rows, takes a price as people write it, previews the change and applies exactly that", async () => {
    const bodies: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push({ url, body: JSON.parse(String(init.body)) });
        const change = {
          what: "delivery option",
          key: '"Pick up at school"',
          action: "updated",
          fields: ["price"],
        };
        return json({ ok: true, applied: url === "/api/studio/settings", changes: [change] });
      }),
    );
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole("cell", { name: "Digital delivery" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "49" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Edit Pick up at school" }));
    const price = screen.getByRole("textbox", { name: "Price" });
    await user.clear(price);
    await user.type(price, "59,50 kr");
    const days = screen.getByRole("textbox", { name: "Delivery days" });
    await user.clear(days);
    await user.type(days, "9");
    await user.click(screen.getByRole("button", { name: "Preview changes" }));
    expect(price).toHaveValue("59.50");

    const changed = await screen.findByRole("region", { name: "Changed" });
    expect(within(changed).getByText(/Pick up at school/)).toHaveTextContent("(price)");
    expect(bodies[0]?.url).toBe("/api/studio/settings/preview");
    const sent = bodies[0]?.body as { section: string; value: string };
    expect(sent.section).toBe("deliveryOptions");
    const options = JSON.parse(sent.value) as Array<{ price: string; deliveryDays: number }>;
    expect(options.map((o) => o.price)).toEqual(["0", "59.50"]);
    // A number cleared and typed again is a number of the file again.
    expect(options[1]?.deliveryDays).toBe(9);

    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Applied: 1 change.");
    expect(bodies[1]).toEqual({ url: "/api/studio/settings", body: bodies[0]?.body });
  });

  it("shows each problem at its field and in the list, and opens the row that has it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({
          ok: false,
          issues: [{ path: "deliveryOptions[1].deliveryDays", message: "must not be negative" }],
        }),
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Preview changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "deliveryOptions[1].deliveryDays: must not be negative",
    );
    const days = screen.getByRole("textbox", { name: "Delivery days" });
    expect(days).toHaveAccessibleDescription("must not be negative");
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
  });

  it("adds a row and removes one", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Remove Digital delivery" }));
    expect(screen.queryByRole("cell", { name: "Digital delivery" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a row" }));
    expect(screen.getByRole("cell", { name: "(no name)" })).toBeInTheDocument();
    expect(screen.getAllByRole("textbox", { name: "Name" })[0]).toHaveValue("");
  });
});

describe("the prints section as a form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a print's price from 1 and sends its size as numbers and its tier's price as the file's text", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({ ok: true, applied: false, changes: [] });
      }),
    );
    const prints: ShopSettingsFile["prints"] = [
      {
        name: "Print 10×15",
        widthMm: 100,
        heightMm: 150,
        bleedMm: 3,
        tiers: [{ quantity: 1, price: "29" }],
        onSale: true,
      },
    ];
    render(
      <QueryClientProvider client={queryClient}>
        <SectionForm section="prints" file={{ ...file, prints }} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole("cell", { name: "Print 10×15" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "29" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Print 10×15" }));
    const width = screen.getByRole("textbox", { name: "Width (mm)" });
    await user.clear(width);
    await user.type(width, "130");
    const price = screen.getByRole("textbox", { name: "Price" });
    await user.clear(price);
    await user.type(price, "39,00 kr");
    await user.click(screen.getByRole("button", { name: "Preview changes" }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = bodies[0] as { section: string; value: string };
    expect(sent.section).toBe("prints");
    expect(JSON.parse(sent.value)).toEqual([
      { ...prints[0], widthMm: 130, tiers: [{ quantity: 1, price: "39" }] },
    ]);
  });
});
