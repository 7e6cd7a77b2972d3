import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render.tsx";
import { LinkProblemPage } from "./LinkProblemPage.tsx";

function open(query: string) {
  return renderRoutes([{ path: "/link-problem", element: <LinkProblemPage /> }], `/link-problem${query}`);
}

describe("the page about a link that could not be opened", () => {
  it.each([
    ["invalid_input", "This link could not be opened", "The link is incomplete or has been changed"],
    ["link_expired", "This link could not be opened", "The link has expired."],
    ["download_not_allowed", "This link could not be opened", "This download belongs to another account"],
    ["picture_not_found", "This link could not be opened", "We could not find what the link points to."],
    ["route_not_found", "This link could not be opened", "We could not find what the link points to."],
    ["unauthorized", "Please sign in", "Sign in to open this download."],
    ["server_error", "This link could not be opened", "Something went wrong on our side."],
    ["download_busy", "This link could not be opened", "The shop is busy making other pictures."],
  ])("says in words what %s means, and offers the ways on", async (code, title, text) => {
    open(`?code=${code}`);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Order history" })).toHaveAttribute("href", "/my-account/orders");
    expect(screen.getByRole("link", { name: "My picture sets" })).toHaveAttribute(
      "href",
      "/my-account/picture-sets",
    );
    expect(screen.getByRole("link", { name: "Go to the front page" })).toHaveAttribute("href", "/");
  });

  it("reads an unknown or missing code as a broken link and never shows it", async () => {
    open("?code=%3Cscript%3Ealert(1)%3C/script%3E");
    expect(await screen.findByText(/The link is incomplete/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("script");
  });
});
