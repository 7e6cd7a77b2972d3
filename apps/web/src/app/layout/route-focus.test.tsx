import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useRouteFocus } from "./route-focus.ts";

function Layout() {
  useRouteFocus("main");
  return (
    <>
      <nav>
        <Link to="/orders">Orders</Link>
        <Link to="/late">Late</Link>
        <Link to="/form">Form</Link>
        <Link to="/?tab=2">Same page</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes with its data, a moment after the page itself. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Late heading</h1> : <p>Loading…</p>;
}

function FormPage() {
  return (
    <>
      <h1>Form</h1>
      {/* biome-ignore lint/a11y/noAutofocus: the page under test focuses its own field. */}
      <input aria-label="Name" autoFocus />
    </>
  );
}

function open() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <h1>Front page</h1> },
          { path: "orders", element: <h1>My orders</h1> },
          { path: "late", element: <LatePage /> },
          { path: "form", element: <FormPage /> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the focus after a navigation", () => {
  it("stays where the browser put it on the first load", async () => {
    open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's main heading", async () => {
    open();
    await userEvent.click(screen.getByRole("link", { name: "Orders" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "My orders" })).toHaveFocus());
  });

  it("waits on main for a heading that comes with the page's data", async () => {
    open();
    await userEvent.click(screen.getByRole("link", { name: "Late" }));
    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus());
    await waitFor(() => expect(screen.getByRole("heading", { name: "Late heading" })).toHaveFocus());
  });

  it("leaves the focus in a field the new page focused itself", async () => {
    open();
    await userEvent.click(screen.getByRole("link", { name: "Form" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
  });

  it("does not move when only the query of the address changes", async () => {
    open();
    const link = screen.getByRole("link", { name: "Same page" });
    await userEvent.click(link);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(link).toHaveFocus();
  });
});
