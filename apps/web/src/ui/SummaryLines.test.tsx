import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../lib/i18n.ts";
import { makeDigitalLine, makeSummary, uuidOf } from "../test/shop-factories.ts";
import { OrderLineRow } from "./OrderLineRow.tsx";
import { Price } from "./Price.tsx";
import { SummaryLines } from "./SummaryLines.tsx";

/** As the screen reads it: Testing Library folds the no-break spaces of Intl into plain ones. */
const nok = (n: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "NOK" }).format(n).replace(/\s/g, " ");

describe("Price", () => {
  it("formats minor units in the currency, and 0 as free in the user's language", async () => {
    const { rerender } = render(<Price amount={12950} currency="NOK" />);
    expect(screen.getByText(nok(129.5))).toBeInTheDocument();
    rerender(<Price amount={0} currency="NOK" />);
    expect(screen.getByText("Free")).toBeInTheDocument();
    await changeLanguage("nb");
    rerender(<Price amount={0} currency="NOK" />);
    expect(screen.getByText("Gratis")).toBeInTheDocument();
  });
});

describe("SummaryLines", () => {
  const summary = makeSummary(50000, [
    { type: 2, kind: "voucher", description: "VELKOMMEN10 – 10 % off", linePrice: -5000 },
    { type: 3, kind: "shipping", description: "Posten", linePrice: 0 },
    { type: 3, kind: "fee", description: "Invoice fee", linePrice: 2900 },
  ]);

  it("words each line by its kind, with the voucher's description, the delivery's name or free, and the fees", () => {
    render(<SummaryLines summary={summary} />);
    const row = (name: string) => screen.getByText(name).closest("div") as HTMLElement;
    expect(row("Subtotal")).toHaveTextContent(nok(500));
    expect(row("Voucher")).toHaveTextContent("VELKOMMEN10 – 10 % off");
    expect(row("Voucher")).toHaveTextContent(nok(-50));
    expect(row("Shipping")).toHaveTextContent("Posten");
    expect(row("Shipping")).toHaveTextContent("Free");
    expect(row("Invoice fee")).toHaveTextContent(nok(29));
    expect(row("Total")).toHaveClass("font-bold");
    expect(row("Total")).toHaveTextContent(nok(479));
    expect(row("VAT included")).toHaveClass("text-sm");
  });

  it("speaks the user's language, not the server's English", async () => {
    await changeLanguage("nb");
    render(<SummaryLines summary={summary} />);
    for (const text of ["Delsum", "Rabattkode", "Frakt", "Totalt", "Inkludert mva."]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText("Subtotal")).not.toBeInTheDocument();
  });

  it("shows '...' in place of every amount while pending", () => {
    render(<SummaryLines summary={summary} pending />);
    expect(screen.getAllByText("...")).toHaveLength(summary.lines.length);
  });
});

describe("OrderLineRow", () => {
  it("shows the product, its subjects, the quantity and the rebated price beside the struck-through regular one", () => {
    const line = makeDigitalLine(1, { linePrice: 9900, actualLinePrice: 4900, rebate: { linePrice: -5000 } });
    render(<OrderLineRow line={line} currency="NOK" />);
    const row = screen.getByRole("article", { name: "Digital picture" });
    expect(within(row).getByText("Emma Nordmann (3B)")).toBeInTheDocument();
    expect(within(row).getByText("Quantity: 1")).toBeInTheDocument();
    expect(within(row).getByText(nok(49))).toBeInTheDocument();
    expect(row.querySelector("s")).toHaveTextContent(nok(99));
  });

  it("shows at most 3 thumbnails and how many more there are, and the slot's controls", () => {
    const files = [1, 2, 3, 4, 5].map((n) => ({ uuid: uuidOf("d1", n), thumbnail: `/img/${n}` }));
    const line = makeDigitalLine(1, { digitalFiles: files });
    render(
      <OrderLineRow line={line} currency="NOK" showQuantity={false}>
        <button type="button">Delete</button>
      </OrderLineRow>,
    );
    const row = screen.getByRole("article");
    expect(row.querySelectorAll("img")).toHaveLength(3);
    expect(within(row).getByText("+2")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(within(row).queryByText(/Quantity/)).not.toBeInTheDocument();
  });
});
