import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SideNav } from "./SideNav.tsx";

function renderNav(role: "owner" | "staff" | "support") {
  const router = createMemoryRouter([{ path: "*", element: <SideNav role={role} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole("navigation", { name: "Studio" });
}

describe("the side navigation", () => {
  it("lists every area for the owner", () => {
    const nav = renderNav("owner");
    for (const name of ["Home", "Jobs", "Support", "Staff", "Record"])
      expect(nav).toContainElement(screen.getByRole("link", { name }));
  });

  it("leaves out the areas a role may not use", () => {
    renderNav("staff");
    expect(screen.getByRole("link", { name: "Jobs" })).toBeInTheDocument();
    for (const name of ["Support", "Staff", "Record"])
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
  });
});
