import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { PictureSetCard } from "./PictureSetCard.tsx";

function summaryOf(total: number, sent: number, bought = false) {
  const set = makePictureSet(total);
  return { ...set, pictures: set.pictures.slice(0, sent).map((p) => ({ ...p, bought })) };
}

describe("a picture set card", () => {
  it("shows six thumbnails and '+6' for a set of twelve", () => {
    renderWithProviders(<PictureSetCard set={summaryOf(12, 6)} />);
    expect(screen.getAllByRole("img")).toHaveLength(6);
    expect(screen.getByText("+6")).toBeInTheDocument();
  });

  it("shows no '+N' when every picture fits", () => {
    renderWithProviders(<PictureSetCard set={summaryOf(4, 4)} />);
    expect(screen.getAllByRole("img")).toHaveLength(4);
    expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
  });

  it("shows year, subject name and job name with 'View' and 'Buy products'", () => {
    renderWithProviders(<PictureSetCard set={summaryOf(2, 2)} />);
    expect(screen.getByRole("heading", { name: "Emma Nordmann" })).toBeInTheDocument();
    expect(screen.getByText("2026")).toBeInTheDocument();
    expect(screen.getByText("Solbakken skole 2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      "/my-account/picture-sets/10000000-0000-4000-8000-000000000001",
    );
    expect(screen.getByRole("link", { name: "Buy products" })).toHaveAttribute("href", "/products/packages");
  });

  it("reads 'View and download' when the set has bought pictures", () => {
    renderWithProviders(<PictureSetCard set={summaryOf(3, 3, true)} />);
    expect(screen.getByRole("link", { name: "View and download" })).toBeInTheDocument();
  });

  it("says the pictures are not ready when the set has none", () => {
    renderWithProviders(<PictureSetCard set={{ ...makePictureSet(0), pictures: [] }} />);
    const card = screen.getByRole("listitem");
    expect(
      within(card).getByText(
        "Your pictures are not yet available in the webshop. You will receive an email from us when ready.",
      ),
    ).toBeInTheDocument();
  });

  it("has no context menu unless the set is editable", () => {
    renderWithProviders(<PictureSetCard set={summaryOf(2, 2)} />);
    expect(screen.queryByRole("button", { name: "More for Emma Nordmann" })).not.toBeInTheDocument();
  });

  it("an editable set's context menu opens from the keyboard with 'View and edit picture set' and 'View'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PictureSetCard set={{ ...summaryOf(2, 2), isEditable: true }} />);
    const menuButton = screen.getByRole("button", { name: "More for Emma Nordmann" });
    expect(menuButton).toHaveAttribute("aria-haspopup", "menu");
    menuButton.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["View and edit picture set", "View"]);
    expect(within(menu).getAllByRole("menuitem")[0]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
