import { waitFor } from "@testing-library/react";
import { Outlet, type RouteObject, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { productRoutes } from "../features/products/routes.tsx";
import { takeReferrer } from "../lib/referrer.ts";
import { mockFetch } from "../test/fetch-mock.ts";
import { userFixture } from "../test/fixtures.ts";
import { renderRoutes } from "../test/render.tsx";
import { RequireUser, requireUserLoader } from "./RequireUser.tsx";

/** Spec 02 §2's legacy /products/ routes and where each lands (the query, e.g. ?pages=13, kept). */
const rows: ReadonlyArray<readonly [string, string]> = [
  ["/products", "/products/packages"],
  ["/products/", "/products/packages"],
  ["/products/categories/cards", "/templates/cards"],
  ["/products/categories/cards/christmas", "/templates/cards/christmas"],
  ["/products/categories/calendar", "/templates/calendars"],
  ["/products/categories/calendars", "/templates/calendars"],
  ["/products/categories/mugs", "/templates/photogifts/mugs"],
  ["/products/categories/photogifts/mugs", "/templates/photogifts/mugs"],
  ["/products/cards", "/templates/cards"],
  ["/products/calendars", "/templates/calendars"],
  ["/products/photogifts", "/templates/photogifts"],
  ["/products/cards/christmas", "/templates/cards/christmas"],
  ["/products/photogifts/mugs", "/templates/photogifts/mugs"],
  ["/products/calendars/?pages=13", "/templates/calendars?pages=13"],
  ["/products/cards/christmas?pages=2", "/templates/cards/christmas?pages=2"],
];

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** The redirect routes of the product feature under the protected layout, as in the app; the targets stand in. */
function render(path: string) {
  const redirects = productRoutes.filter((r) => r.path?.startsWith("products"));
  const routes: RouteObject[] = [
    {
      element: <Outlet />,
      children: [
        { index: true, element: <h1>Front page</h1> },
        {
          element: <RequireUser />,
          loader: requireUserLoader,
          children: [
            ...redirects,
            { path: "products/packages", element: <Landed /> },
            { path: "templates/*", element: <Landed /> },
          ],
        },
      ],
    },
  ];
  return renderRoutes(routes, path);
}

describe("legacy /products/ routes (spec 02 §2)", () => {
  it.each(rows)("signed in, %s lands on %s", async (from, to) => {
    mockFetch({ "GET /api/webshop/me": { body: { user: userFixture() } } });
    const { router } = render(from);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to));
  });

  it.each(rows)("signed out, %s goes to the login and comes back to %s", async (from, to) => {
    mockFetch({ "GET /api/webshop/me": { body: { user: null } } });
    const { router } = render(from);
    await waitFor(() => expect(router.state.location.hash).toBe("#login"));
    expect(router.state.location.pathname).toBe("/");
    // The redirect runs beside the sign-in check, so the login view returns straight to the new address.
    expect(takeReferrer()).toBe(to);
  });

  it("an unknown list type is not found, not an error page", async () => {
    mockFetch({ "GET /api/webshop/me": { body: { user: userFixture() } } });
    const { router } = render("/products/frames");
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
  });
});
