import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makePicture } from "../../../test/picture-set-factories.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { PicturesByFavorite } from "./PicturesByFavorite.tsx";

const renderPicture = (picture: { uuid: string; webshopId: string }) => (
  <li key={picture.uuid}>{picture.webshopId}</li>
);

describe("pictures split by favorite", () => {
  it("lists favorites first under 'Favorites', then the rest under 'Non Favorites'", () => {
    const pictures = [1, 2, 3, 4].map((n) => makePicture(n, { isUserFavorite: n === 3 }));
    renderWithProviders(<PicturesByFavorite pictures={pictures} renderPicture={renderPicture} />);
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toEqual(["Favorites", "Non Favorites"]);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "P1003",
      "P1001",
      "P1002",
      "P1004",
    ]);
  });

  it("shows no dividers when there are no favorites", () => {
    const pictures = [1, 2].map((n) => makePicture(n));
    renderWithProviders(<PicturesByFavorite pictures={pictures} renderPicture={renderPicture} />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("gives the viewer index in the order shown", () => {
    const pictures = [1, 2, 3].map((n) => makePicture(n, { isUserFavorite: n === 2 }));
    renderWithProviders(
      <PicturesByFavorite
        pictures={pictures}
        renderPicture={(p, index) => <li key={p.uuid}>{`${index}:${p.webshopId}`}</li>}
      />,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "0:P1002",
      "1:P1001",
      "2:P1003",
    ]);
  });
});
