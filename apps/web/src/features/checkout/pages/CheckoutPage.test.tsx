import type { Cart } from "@shop/contracts/cart";
import type { CheckoutResponse, PaymentOption } from "@shop/contracts/checkout";
import { nationalIdTexts } from "@shop/domain/national-id";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import nb from "../../../locales/nb.json";
import { type MockReply, mockFetch } from "../../../test/fetch-mock.ts";
import {
  makeCart,
  makeCatalogue,
  makeCheckout,
  makeDeliveryOption,
  makeOrderLine,
  makePaymentOption,
  makePickupLocation,
  makeShippingCountry,
  makeSummary,
  uuidOf,
} from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { checkoutRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = "/api/webshop/checkout";
const checkoutUuid = uuidOf("c0", 1);
const at = (path: string) => `${api}/${checkoutUuid}${path}`;

/** As the screen reads it: Testing Library folds the no-break spaces of Intl into plain ones. */
const nok = (minor: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "NOK" }).format(minor / 100).replace(/\s/g, " ");

const routes: RouteObject[] = [
  ...checkoutRoutes,
  { path: "m/shopping-cart/checkout/payment/:transactionUuid", element: <h1>Payment page</h1> },
  { path: "products/digital-portraits", element: <h1>Digital portraits page</h1> },
  { path: "products/digital-portraits/:subjectUuid", element: <h1>Digital portrait page</h1> },
];

function open() {
  return renderShopRoutes(routes, "/shopping-cart/checkout");
}

const digital = makeDeliveryOption(1, "digital-delivery", { name: "Digital levering" });
const card = makePaymentOption(1, { title: "Betalingskort" });
const mobile = makePaymentOption(2, { provider: "mobile", title: "Mobilbetaling", verifyMobile: true });
const invoice = makePaymentOption(3, {
  provider: "invoice",
  title: "Faktura",
  requirePersonNo: true,
  fee: 2900,
});

type Routes = Parameters<typeof mockFetch>[0];

/** The server of one checkout: the session, setting the delivery, its payment options and choosing one. */
function serve(session: CheckoutResponse, payments: PaymentOption[] = [card], extra: Routes = {}) {
  const withShipping = (option: string): Cart => {
    const chosen = session.deliveryOptions.flatMap((m) => m.deliveryOptions).find((o) => o.uuid === option);
    return {
      ...session.cart,
      summary: makeSummary(15000, [
        { type: 3, kind: "shipping", description: chosen?.name ?? "", linePrice: chosen?.price ?? 0 },
      ]),
    };
  };
  const routesOf: Routes = {
    [`POST ${api}`]: { body: session },
    [`PUT ${at("/delivery")}`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { deliveryOptionUuid: string };
      return { body: { cart: withShipping(body.deliveryOptionUuid) } };
    },
  };
  for (const option of session.deliveryOptions.flatMap((m) => m.deliveryOptions)) {
    routesOf[`GET ${at(`/delivery-options/${option.uuid}/payment-options`)}`] = {
      body: { paymentOptions: payments, cart: withShipping(option.uuid) },
    };
    for (const payment of payments) {
      const fee =
        payment.fee > 0
          ? [{ type: 3 as const, kind: "fee" as const, description: "Invoice fee", linePrice: payment.fee }]
          : [];
      routesOf[`GET ${at(`/delivery-options/${option.uuid}/payment-options/${payment.uuid}`)}`] = {
        body: {
          cart: {
            ...session.cart,
            summary: makeSummary(15000, [
              { type: 3, kind: "shipping", description: option.name, linePrice: option.price },
              ...fee,
            ]),
          },
        },
      };
    }
  }
  return mockFetch({ ...routesOf, ...extra });
}

const step = (name: RegExp) => screen.getByRole("region", { name });

async function continueDelivery(user: UserEvent) {
  await user.click(within(step(/Delivery/)).getByRole("button", { name: "Continue" }));
  await screen.findByRole("button", { name: "Edit Delivery" });
}

async function continuePayment(user: UserEvent) {
  await user.click(within(step(/Payment/)).getByRole("button", { name: "Continue" }));
  await screen.findByRole("button", { name: "Edit Payment" });
}

describe("checkout: entry", () => {
  it("an empty cart (409 empty_cart) leads to the product list", async () => {
    mockFetch({
      [`POST ${api}`]: { status: 409, body: { error: "Your shopping cart is empty", code: "empty_cart" } },
    });
    const { router } = open();
    expect(await screen.findByRole("heading", { name: "Product list" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/products/packages");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("a cart without order lines of type 0 leads to the product list", async () => {
    const session = makeCheckout([digital], {
      cart: makeCart([makeOrderLine(1, { type: 3 })]),
    });
    mockFetch({ [`POST ${api}`]: { body: session } });
    const { router } = open();
    expect(await screen.findByRole("heading", { name: "Product list" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/products/packages");
  });

  it("makes one checkout per visit, also under React's double effects", async () => {
    const calls = serve(makeCheckout([digital]));
    const router = createMemoryRouter(routes, { initialEntries: ["/shopping-cart/checkout"] });
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Finish order" })).toBeInTheDocument();
    await screen.findByRole("region", { name: /Delivery/ });
    expect(calls.filter((c) => c.method === "POST" && c.url.pathname === api)).toHaveLength(1);
  });

  it("a failed start says so with the server's reason and tries again", async () => {
    let attempt = 0;
    const session = makeCheckout([digital]);
    mockFetch({
      [`POST ${api}`]: () => {
        attempt += 1;
        return attempt === 1
          ? { status: 500, body: { error: "Something went wrong", code: "server_error" } }
          : { body: session };
      },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(/^Failed to create checkout: /)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: /Delivery/ })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});

describe("checkout: the steps", () => {
  it("preselects the only delivery option, collapses done steps to summaries and edits them again", async () => {
    const session = makeCheckout([digital]);
    const calls = serve(session, [card, mobile]);
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    expect(within(delivery).getByRole("radio", { name: "Digital levering" })).toBeChecked();
    expect(within(delivery).getByLabelText("Name")).toHaveValue("Kari Nordmann");
    expect(within(delivery).getByLabelText("Email")).toHaveValue("kari@example.com");

    await continueDelivery(user);
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      deliveryOptionUuid: digital.uuid,
      deliveryOptionData: { contactInfo: { name: "Kari Nordmann", emailAddress: "kari@example.com" } },
    });
    // The first payment option is preselected and told to the server.
    expect(within(step(/Payment/)).getByRole("radio", { name: "Betalingskort" })).toBeChecked();
    expect(
      calls.some(
        (c) => c.url.pathname === at(`/delivery-options/${digital.uuid}/payment-options/${card.uuid}`),
      ),
    ).toBe(true);
    expect(screen.getByRole("heading", { name: /Payment/ })).toHaveFocus();
    // The done delivery step shows what was chosen.
    expect(within(step(/Delivery/)).getByText("Digital levering")).toBeInTheDocument();
    expect(within(step(/Delivery/)).getByText("kari@example.com")).toBeInTheDocument();

    await continuePayment(user);
    expect(within(step(/Payment/)).getByText("Betalingskort")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Buy now/ })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Delivery" }));
    const reopened = step(/Delivery/);
    expect(within(reopened).getByLabelText("Email")).toHaveValue("kari@example.com");
    expect(screen.queryByRole("button", { name: /Buy now/ })).not.toBeInTheDocument();
    // The same delivery again keeps the payment already chosen.
    await continueDelivery(user);
    expect(within(step(/Payment/)).getByRole("radio", { name: "Betalingskort" })).toBeChecked();
  });

  it("shows the order's lines and the summary from the answers", async () => {
    const postage = makeDeliveryOption(2, "postage", {
      name: "Sending i posten",
      price: 7900,
      countries: [makeShippingCountry("NO", { name: "Norge" })],
    });
    const session = makeCheckout([postage], {
      user: {
        ...makeCheckout([]).user,
        address: "Storgata 1",
        postalCode: "0155",
        city: "Oslo",
        country: "NO",
      },
    });
    serve(session);
    const user = userEvent.setup();
    open();
    const overview = await screen.findByRole("list", { name: "Products in the order" });
    expect(within(overview).getByRole("article", { name: "Product 1" })).toBeInTheDocument();
    expect(screen.queryByText("Shipping")).not.toBeInTheDocument();
    await continueDelivery(user);
    const shipping = screen.getByText("Shipping").closest("div") as HTMLElement;
    expect(shipping).toHaveTextContent(nok(7900));
  });

  it("a delivery that fails to load its payment options says so and keeps what was typed", async () => {
    const session = makeCheckout([digital]);
    serve(session, [card], {
      [`GET ${at(`/delivery-options/${digital.uuid}/payment-options`)}`]: "network-error",
    });
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    await user.clear(within(delivery).getByLabelText("Name"));
    await user.type(within(delivery).getByLabelText("Name"), "Ola Nordmann");
    await user.click(within(delivery).getByRole("button", { name: "Continue" }));
    expect(await within(delivery).findByRole("alert")).toHaveTextContent(
      /^Failed to fetch payment options: Could not reach the shop/,
    );
    expect(within(delivery).getByLabelText("Name")).toHaveValue("Ola Nordmann");
  });
});

describe("checkout: postage", () => {
  const countries = [
    makeShippingCountry("NO", { name: "Norge" }),
    makeShippingCountry("GB", { name: "United Kingdom" }),
    makeShippingCountry("US", {
      name: "United States",
      gatherState: true,
      states: [
        { code: "CA", name: "California" },
        { code: "NY", name: "New York" },
      ],
    }),
  ];
  const postage = makeDeliveryOption(2, "postage", { name: "Sending i posten", price: 7900, countries });
  const store = makeDeliveryOption(3, "store-pickup", {
    name: "Hent i butikk",
    pickupLocations: [makePickupLocation(uuidOf("b0", 1))],
  });

  it("requires name, address, postal code and city, and sends nothing until they are given", async () => {
    const session = makeCheckout([postage, store], {
      user: { ...makeCheckout([]).user, name: null },
    });
    const calls = serve(session);
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    expect(within(delivery).getByRole("radio", { name: "Sending i posten" })).not.toBeChecked();
    await user.click(within(delivery).getByRole("button", { name: "Continue" }));
    expect(await within(delivery).findByText("This is required!")).toBeInTheDocument();

    await user.click(within(delivery).getByRole("radio", { name: "Sending i posten" }));
    await user.click(within(delivery).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(within(delivery).getAllByText("This is required!")).toHaveLength(4));
    expect(within(delivery).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(within(delivery).getByLabelText("Postal code")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.type(within(delivery).getByLabelText("Name"), "Kari Nordmann");
    await user.type(within(delivery).getByLabelText("Address"), "Storgata 1");
    await user.type(within(delivery).getByLabelText("Postal code"), "0155");
    await user.type(within(delivery).getByLabelText("City"), "Oslo");
    await user.click(within(delivery).getByRole("checkbox", { name: "Save the address in my profile" }));
    await continueDelivery(user);
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      deliveryOptionUuid: postage.uuid,
      deliveryOptionData: {
        deliveryAddress: {
          name: "Kari Nordmann",
          address: "Storgata 1",
          address2: "",
          postalCode: "0155",
          city: "Oslo",
          state: "",
          verifiedAddress: false,
          saveAddress: true,
          country: "NO",
        },
      },
    });
    expect(within(step(/Delivery/)).getByText("0155 Oslo")).toBeInTheDocument();
  });

  it("lays the address out by country: the US has a state dropdown and a ZIP code, GB a postcode before the city", async () => {
    serve(makeCheckout([postage]));
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    const country = within(delivery).getByLabelText("Country");
    expect(country).toHaveValue("NO");
    // The countries are named in the interface language, not as the shop's settings name them.
    expect(
      within(country)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Norway", "United Kingdom", "United States"]);
    expect(within(delivery).queryByLabelText("State")).not.toBeInTheDocument();
    const before = (a: HTMLElement, b: HTMLElement) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

    await user.selectOptions(country, "US");
    const state = within(delivery).getByRole("combobox", { name: "State" });
    expect(
      within(state)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a state", "California", "New York"]);
    expect(before(within(delivery).getByLabelText("ZIP code"), within(delivery).getByLabelText("City"))).toBe(
      true,
    );
    // The state is required when the country gathers it.
    await user.type(within(delivery).getByLabelText("Address"), "1 Main St");
    await user.type(within(delivery).getByLabelText("ZIP code"), "90210");
    await user.type(within(delivery).getByLabelText("City"), "Beverly Hills");
    await user.click(within(delivery).getByRole("button", { name: "Continue" }));
    expect(await within(delivery).findByText("This is required!")).toBeInTheDocument();
    expect(state).toHaveAttribute("aria-invalid", "true");

    await user.selectOptions(country, "GB");
    expect(within(delivery).queryByLabelText("State")).not.toBeInTheDocument();
    expect(before(within(delivery).getByLabelText("Postcode"), within(delivery).getByLabelText("City"))).toBe(
      true,
    );
  });

  it("a stored US state written out becomes the dropdown's choice", async () => {
    serve(
      makeCheckout([postage], {
        user: { ...makeCheckout([]).user, country: "US", state: "California" },
      }),
    );
    open();
    const state = await screen.findByRole("combobox", { name: "State" });
    await waitFor(() => expect(state).toHaveValue("CA"));
  });

  /** A postage checkout with a saved address whose postal code the server refuses, by its field's code. */
  const serveRefusedPostalCode = () => {
    const session = makeCheckout([postage], {
      user: {
        ...makeCheckout([]).user,
        address: "Storgata 1",
        postalCode: "0000",
        city: "Oslo",
        country: "NO",
      },
    });
    serve(session, [card], {
      [`PUT ${at("/delivery")}`]: {
        status: 400,
        body: {
          error: "Please check the delivery details",
          code: "check_delivery",
          fields: { postalCode: "This is required!" },
          fieldCodes: { postalCode: "required" },
        },
      },
    });
  };

  it("marks the fields the server names when it refuses the address", async () => {
    serveRefusedPostalCode();
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    await user.click(within(delivery).getByRole("button", { name: "Continue" }));
    expect(await within(delivery).findByText("This is required!")).toBeInTheDocument();
    expect(within(delivery).getByLabelText("Postal code")).toHaveAttribute("aria-invalid", "true");
    expect(within(delivery).getByRole("alert")).toHaveTextContent("Please check the delivery details");
  });

  it("says the problem of a field the server names by its code, in Norwegian", async () => {
    await changeLanguage("nb");
    serveRefusedPostalCode();
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Levering/ });
    await user.click(within(delivery).getByRole("button", { name: "Fortsett" }));
    expect(await within(delivery).findByText("Dette må fylles ut!")).toBeInTheDocument();
    expect(within(delivery).getByLabelText("Postnummer")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("checkout: address autocomplete", () => {
  const postage = makeDeliveryOption(2, "postage", { name: "Sending i posten" });
  const suggestion = {
    id: "no-3",
    suggestion: "Karl Johans gate 22, 0159 Oslo",
    address: { address1: "Karl Johans gate 22", address2: "", postalCode: "0159", city: "Oslo", state: "" },
  };
  const session = makeCheckout([postage], {
    options: { disableOrderComment: false, useAddressAutocompleteService: true, gatherAddress2: true },
  });

  it("suggests addresses after the pause and fills the form with the chosen one", async () => {
    const calls = serve(session, [card], {
      "GET /api/webshop/postal-address-service/autocomplete": { body: { suggestions: [suggestion] } },
      "GET /api/webshop/postal-address-service/resolve-address-by-id/no-3": {
        body: { address: { ...suggestion.address, address2: "Inngang B" } },
      },
    });
    const user = userEvent.setup();
    open();
    const address = await screen.findByRole("combobox", { name: "Address" });
    await user.type(address, "Karl Johans");
    // Nothing is asked while the user is still typing.
    expect(calls.some((c) => c.url.pathname.endsWith("/autocomplete"))).toBe(false);
    const option = await screen.findByRole("option", { name: "Karl Johans gate 22, 0159 Oslo" });
    const asked = calls.filter((c) => c.url.pathname.endsWith("/autocomplete"));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url.searchParams.get("q")).toBe("Karl Johans");
    expect(address).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(option).toHaveAttribute("aria-selected", "true");
    expect(address).toHaveAttribute("aria-activedescendant", option.id);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(address).toHaveValue("Karl Johans gate 22"));
    expect(screen.getByLabelText("Address line 2")).toHaveValue("Inngang B");
    expect(screen.getByLabelText("Postal code")).toHaveValue("0159");
    expect(screen.getByLabelText("City")).toHaveValue("Oslo");
    expect(screen.getByText("Address verified")).toBeInTheDocument();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    // Editing the address takes the verified mark away.
    await user.type(address, "B");
    expect(screen.queryByText("Address verified")).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.clear(address);
    await user.type(address, "Karl Johans gate 22");
    await user.click(await screen.findByRole("option", { name: suggestion.suggestion }));
    await screen.findByText("Address verified");
    await continueDelivery(user);
    const put = calls.find((c) => c.method === "PUT")?.body as {
      deliveryOptionData: { deliveryAddress: { verifiedAddress: boolean; address2: string } };
    };
    expect(put.deliveryOptionData.deliveryAddress.verifiedAddress).toBe(true);
    expect(put.deliveryOptionData.deliveryAddress.address2).toBe("Inngang B");
  });

  it("a suggestion that cannot be resolved clears the address and says 'Error resolving address'", async () => {
    serve(session, [card], {
      "GET /api/webshop/postal-address-service/autocomplete": { body: { suggestions: [suggestion] } },
      "GET /api/webshop/postal-address-service/resolve-address-by-id/no-3": {
        status: 404,
        body: { error: "Error resolving address", code: "address_not_found" },
      },
    });
    const user = userEvent.setup();
    open();
    const address = await screen.findByRole("combobox", { name: "Address" });
    await user.type(address, "Karl");
    await user.click(await screen.findByRole("option", { name: suggestion.suggestion }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error resolving address");
    expect(address).toHaveValue("");
    expect(screen.queryByText("Address verified")).not.toBeInTheDocument();
  });
});

describe("checkout: store and school pickup", () => {
  const oslo = makePickupLocation("0b7c6d2e-5a41-4c3f-9e8d-7a6b5c4d3e2f", { pickupname: "Demo Foto Oslo" });
  const osloExpress = makePickupLocation("0b7c6d2e-5a41-4c3f-9e8d-111111111111", {
    pickupname: "Demo Foto Oslo Ekspress",
    price: 9900,
    deliveryTime: { seconds: 86400, string: "1 business day" },
  });
  const bergen = makePickupLocation("5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c", {
    pickupname: "Demo Foto Bergen",
    pickupaddress1: "Torgallmenningen 2",
    pickuppostalcode: "5014",
    pickupcity: "Bergen",
  });
  const store = makeDeliveryOption(3, "store-pickup", {
    name: "Hent i butikk",
    pickupLocations: [oslo, osloExpress, bergen],
  });

  it("lists the stores with their express variant and sends the chosen location with the contact", async () => {
    const calls = serve(makeCheckout([store]));
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    const locations = within(delivery).getByRole("group", { name: "Choose where to pick up the order" });
    const radios = within(locations).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("value"))).toEqual([oslo.uuid, osloExpress.uuid, bergen.uuid]);
    const express = within(locations).getByRole("radio", { name: "Express: Demo Foto Oslo Ekspress" });
    expect(express).toHaveAccessibleDescription(/Storgata 12.*0155 Oslo.*1 business day/);
    expect(within(locations).getByText("Faster at Demo Foto Oslo")).toBeInTheDocument();
    expect(within(locations).getByRole("radio", { name: "Demo Foto Bergen" })).toHaveAccessibleDescription(
      /Torgallmenningen 2.*5014 Bergen.*5 business days/,
    );

    await user.click(within(delivery).getByRole("button", { name: "Continue" }));
    expect(await within(locations).findByText("This is required!")).toBeInTheDocument();
    await user.click(express);
    await continueDelivery(user);
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      deliveryOptionUuid: store.uuid,
      deliveryOptionData: {
        contactInfo: { name: "Kari Nordmann", emailAddress: "kari@example.com" },
        pickupLocationUuid: osloExpress.uuid,
      },
    });
    expect(within(step(/Delivery/)).getByText(/Pick up at Demo Foto Oslo Ekspress/)).toBeInTheDocument();
  });

  it("a store pickup whose express variant costs more says 'from' its lowest price, never 'Free'", async () => {
    const allFree = makeDeliveryOption(4, "store-pickup", {
      name: "Hent i Bergen",
      pickupLocations: [bergen],
    });
    serve(makeCheckout([store, allFree]));
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    const card = (name: string) =>
      within(delivery).getByRole("radio", { name }).closest("div")?.textContent?.replace(/\s/g, " ") ?? "";
    expect(card("Hent i butikk")).toContain("from NOK 0.00");
    expect(card("Hent i butikk")).not.toContain("Free");
    expect(card("Hent i Bergen")).toContain("Free");
  });

  it("checks the contact form: a wrong e-mail is 'Invalid email'", async () => {
    const calls = serve(makeCheckout([store]));
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    await user.click(within(delivery).getByRole("radio", { name: "Demo Foto Oslo" }));
    await user.clear(within(delivery).getByLabelText("Email"));
    await user.type(within(delivery).getByLabelText("Email"), "kari@");
    await user.clear(within(delivery).getByLabelText("Name"));
    await user.click(within(delivery).getByRole("button", { name: "Continue" }));
    expect(await within(delivery).findByText("Invalid email")).toBeInTheDocument();
    expect(within(delivery).getByText("This is required!")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("school pickup asks which picture set's school when there are several", async () => {
    const school = makeDeliveryOption(4, "school-pickup", {
      name: "Hent på skolen",
      subjects: [
        { uuid: uuidOf("c1", 1), name: "Emma", group: "3B" },
        { uuid: uuidOf("c1", 2), name: "Nora", group: "5A" },
      ],
    });
    const calls = serve(makeCheckout([school]));
    const user = userEvent.setup();
    open();
    const delivery = await screen.findByRole("region", { name: /Delivery/ });
    await user.click(within(delivery).getByRole("radio", { name: "Nora (5A)" }));
    await continueDelivery(user);
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      deliveryOptionData: { subjectUuid: uuidOf("c1", 2) },
    });
  });
});

describe("checkout: payment", () => {
  it("the mobile option asks for the number, prefilled from the profile and checked", async () => {
    const session = makeCheckout([digital], { user: { ...makeCheckout([]).user, mobilePhone: "12" } });
    const calls = serve(session, [card, mobile]);
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    const payment = step(/Payment/);
    expect(within(payment).queryByLabelText("Mobile phone")).not.toBeInTheDocument();
    await user.click(within(payment).getByRole("radio", { name: "Mobilbetaling" }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.pathname === at(`/delivery-options/${digital.uuid}/payment-options/${mobile.uuid}`),
        ),
      ).toBe(true),
    );
    const phone = within(payment).getByLabelText("Mobile phone");
    expect(phone).toHaveValue("12");
    await user.click(within(payment).getByRole("button", { name: "Continue" }));
    expect(await within(payment).findByText("Invalid phone number")).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, "+47 912 34 567");
    await continuePayment(user);
    expect(within(step(/Payment/)).getByText("Mobile phone: +4791234567")).toBeInTheDocument();
  });

  it("the invoice option asks for the national identity number, says why one is refused, and adds its fee", async () => {
    const calls = serve(makeCheckout([digital]), [card, invoice]);
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    const payment = step(/Payment/);
    expect(within(payment).getByRole("radio", { name: "Faktura" })).toHaveAccessibleDescription(
      /Pay with method 3/,
    );
    expect(within(payment).getByText("Fee")).toBeInTheDocument();
    await user.click(within(payment).getByRole("radio", { name: "Faktura" }));
    await waitFor(() => expect(screen.getByText("Invoice fee")).toBeInTheDocument());
    const pid = within(payment).getByLabelText("National identity number");

    await user.click(within(payment).getByRole("button", { name: "Continue" }));
    expect(await within(payment).findByText("This is required!")).toBeInTheDocument();
    await user.type(pid, "12345678901");
    expect(await within(payment).findByText(nationalIdTexts.checksum)).toBeInTheDocument();
    await user.clear(pid);
    await user.type(pid, "123");
    expect(await within(payment).findByText(nationalIdTexts.format)).toBeInTheDocument();

    // Choosing the card option again checks the form by the card's rules: nothing is asked.
    await user.click(within(payment).getByRole("radio", { name: "Betalingskort" }));
    await waitFor(() => expect(within(payment).queryByText(nationalIdTexts.format)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText("Invoice fee")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url.pathname.includes("/payment-options/"))).toHaveLength(3);
  });

  it("an invoice the shop would refuse is shown with the reason, cannot be chosen, and is not preselected", async () => {
    const unpaid = {
      ...invoice,
      unavailable: { error: "You already have an unpaid invoice.", code: "invoice_unpaid" as const },
    };
    const calls = serve(makeCheckout([digital]), [unpaid, card]);
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    const payment = step(/Payment/);
    const refused = within(payment).getByRole("radio", { name: "Faktura" });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(/You already have an unpaid invoice\. Please pay it before/);
    // The first option the parent may choose is preselected, and the server is told that one.
    expect(within(payment).getByRole("radio", { name: "Betalingskort" })).toBeChecked();
    expect(
      calls.filter((c) => c.url.pathname.includes("/payment-options/")).map((c) => c.url.pathname),
    ).toEqual([at(`/delivery-options/${digital.uuid}/payment-options/${card.uuid}`)]);
    await user.click(refused);
    expect(refused).not.toBeChecked();
    expect(within(payment).queryByLabelText("National identity number")).not.toBeInTheDocument();
  });

  it("a refused payment choice says so and keeps the one before", async () => {
    serve(makeCheckout([digital]), [card, invoice], {
      [`GET ${at(`/delivery-options/${digital.uuid}/payment-options/${invoice.uuid}`)}`]: {
        status: 404,
        body: { error: "Payment option not found", code: "payment_option_not_found" },
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    const payment = step(/Payment/);
    await user.click(within(payment).getByRole("radio", { name: "Faktura" }));
    expect(await within(payment).findByRole("alert")).toHaveTextContent(
      "Failed to set payment option: Payment option not found",
    );
    expect(within(payment).getByRole("radio", { name: "Betalingskort" })).toBeChecked();
  });

  it("on a phone the options use their mobile texts and the order says 'mobile'", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const calls = serve(makeCheckout([digital]), [card], {
      [`POST ${at("/transaction")}`]: {
        body: { error: null, transaction: { uuid: uuidOf("7a", 1) }, order: { uuid: uuidOf("0a", 1) } },
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    expect(within(step(/Payment/)).getByRole("radio", { name: "Pay 1" })).toHaveAccessibleDescription(
      /Method 1/,
    );
    await continuePayment(user);
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await user.click(screen.getByRole("button", { name: /Buy now/ }));
    await screen.findByRole("heading", { name: "Payment page" });
    expect(calls.find((c) => c.url.pathname === at("/transaction"))?.body).toMatchObject({
      client: "mobile",
    });
  });
});

describe("checkout: voucher", () => {
  const session = makeCheckout([digital], { hasActiveRebateCampaigns: true });

  it("a refused code is the field's helper text and the dialog stays open", async () => {
    const calls = serve(session, [card], {
      [`POST ${at("/verify-rebate-code")}`]: {
        status: 400,
        body: { error: "This voucher code has expired", code: "voucher_expired" },
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Use a voucher code" }));
    const dialog = await screen.findByRole("dialog", { name: "Voucher code" });
    await user.type(within(dialog).getByLabelText("Voucher code"), "UTLOPT");
    await user.click(within(dialog).getByRole("button", { name: "Use code" }));
    expect(await within(dialog).findByText("This voucher code has expired")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Voucher code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog", { name: "Voucher code" })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === at("/verify-rebate-code"))?.body).toEqual({
      code: "UTLOPT",
      deliveryOptionUuid: null,
    });
  });

  it("a used code closes the dialog and the summary shows the voucher", async () => {
    const withVoucher = makeCart([makeOrderLine(1)], {
      summary: makeSummary(15000, [
        { type: 2, kind: "voucher", description: "VELKOMMEN10 – 10 % off", linePrice: -1500 },
      ]),
      rebateCode: { code: "VELKOMMEN10", description: "10 % off" },
    });
    const calls = serve(session, [card], {
      [`POST ${at("/verify-rebate-code")}`]: { body: { cart: withVoucher } },
      "GET /api/webshop/cart": { body: { cart: withVoucher } },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await user.click(screen.getByRole("button", { name: "Use a voucher code" }));
    const dialog = await screen.findByRole("dialog", { name: "Voucher code" });
    await user.type(within(dialog).getByLabelText("Voucher code"), "velkommen10");
    await user.click(within(dialog).getByRole("button", { name: "Use code" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("VELKOMMEN10 – 10 % off")).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === at("/verify-rebate-code"))?.body).toEqual({
      code: "velkommen10",
      deliveryOptionUuid: digital.uuid,
    });
  });

  it("in the last step the voucher entry is the step's own, before 'Buy now', and offered once", async () => {
    serve(session);
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await continuePayment(user);
    const confirm = step(/Summary and finish/);
    const [voucher, ...more] = screen.getAllByRole("button", { name: "Use a voucher code" });
    expect(more).toHaveLength(0);
    expect(confirm).toContainElement(voucher ?? null);
    const buy = within(confirm).getByRole("button", { name: /Buy now/ });
    expect(voucher?.compareDocumentPosition(buy)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.click(voucher as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Voucher code" })).toBeInTheDocument();
  });

  it("is not offered while the shop has no voucher to use", async () => {
    serve(makeCheckout([digital]));
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    expect(screen.queryByRole("button", { name: "Use a voucher code" })).not.toBeInTheDocument();
  });
});

describe("checkout: summary and finish", () => {
  const transactionUuid = uuidOf("7a", 1);

  it("'Buy now' shows the total and waits for the terms; the terms keep their line breaks", async () => {
    serve(makeCheckout([digital]));
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await continuePayment(user);
    const buy = screen.getByRole("button", { name: /Buy now/ });
    expect(buy).toHaveTextContent(nok(15000));
    expect(buy).toBeDisabled();
    expect(screen.getByLabelText("Order comment")).toHaveAttribute("rows", "4");

    await user.click(screen.getByRole("button", { name: "terms of purchase" }));
    const terms = await screen.findByRole("dialog", { name: "Terms of purchase" });
    const text = within(terms).getByText(/First line/);
    expect(text).toHaveClass("whitespace-pre-line");
    expect(text.textContent).toBe("First line\nSecond line");
    await user.click(within(terms).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    // Opening the terms did not tick the box.
    expect(screen.getByRole("checkbox", { name: /I accept the/ })).not.toBeChecked();
    expect(buy).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    expect(buy).toBeEnabled();
  });

  it("hides the order comment when the shop disables it", async () => {
    serve(
      makeCheckout([digital], {
        options: { disableOrderComment: true, useAddressAutocompleteService: false, gatherAddress2: false },
      }),
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await continuePayment(user);
    expect(screen.queryByLabelText("Order comment")).not.toBeInTheDocument();
  });

  it("creates the transaction once and moves on to its payment page", async () => {
    let answer: (reply: MockReply) => void = () => {};
    const calls = serve(makeCheckout([digital]), [card], {
      [`POST ${at("/transaction")}`]: () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    const { router } = open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await continuePayment(user);
    await user.type(screen.getByLabelText("Order comment"), "Please hurry");
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    const buy = screen.getByRole("button", { name: /Buy now/ });
    await user.click(buy);
    expect(buy).toHaveAttribute("aria-busy", "true");
    expect(buy).toBeDisabled();
    await user.click(buy);
    answer({
      body: { error: null, transaction: { uuid: transactionUuid }, order: { uuid: uuidOf("0a", 1) } },
    });
    expect(await screen.findByRole("heading", { name: "Payment page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/m/shopping-cart/checkout/payment/${transactionUuid}`);
    const posted = calls.filter((c) => c.url.pathname === at("/transaction"));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      deliveryOptionUuid: digital.uuid,
      paymentOptionUuid: card.uuid,
      deliveryOptionData: { contactInfo: { name: "Kari Nordmann", emailAddress: "kari@example.com" } },
      paymentOptionData: {},
      client: "desktop",
      comment: "Please hurry",
    });
  });

  it("a failed transaction is shown under the terms checkbox", async () => {
    serve(makeCheckout([digital]), [card], {
      [`POST ${at("/transaction")}`]: {
        status: 409,
        body: { error: "Your shopping cart is empty", code: "empty_cart", transaction: null, order: null },
      },
    });
    const user = userEvent.setup();
    const { router } = open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await continuePayment(user);
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await user.click(screen.getByRole("button", { name: /Buy now/ }));
    const alert = await within(step(/Summary and finish/)).findByRole("alert");
    expect(alert).toHaveTextContent("Failed to create transaction: Your shopping cart is empty");
    const checkbox = screen.getByRole("checkbox", { name: /I accept the/ });
    expect(checkbox.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("button", { name: /Buy now/ })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/shopping-cart/checkout");
  });

  it("a refused voucher is said in Norwegian, the new total shows before the parent buys again, and the focus is back on Buy now", async () => {
    await changeLanguage("nb");
    const voucherLine = {
      type: 2 as const,
      kind: "voucher" as const,
      description: "ENGANG20",
      linePrice: -3000,
    };
    const withVoucher = makeCart([makeOrderLine(1)], {
      summary: makeSummary(15000, [voucherLine]),
      rebateCode: { code: "ENGANG20", description: "20 %" },
    });
    let chosen = 0;
    let answer: (reply: MockReply) => void = () => {};
    const calls = serve(makeCheckout([digital], { cart: withVoucher }), [card], {
      [`GET ${at(`/delivery-options/${digital.uuid}/payment-options/${card.uuid}`)}`]: () => {
        chosen += 1;
        // The first choice still has the voucher; after the refusal the server has taken it off.
        return { body: { cart: chosen === 1 ? withVoucher : makeCart([makeOrderLine(1)]) } };
      },
      [`POST ${at("/transaction")}`]: () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
      "GET /api/webshop/cart": { body: { cart: makeCart([makeOrderLine(1)]) } },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Levering/ });
    await user.click(within(step(/Levering/)).getByRole("button", { name: "Fortsett" }));
    await screen.findByRole("button", { name: "Endre Levering" });
    await user.click(within(step(/Betaling/)).getByRole("button", { name: "Fortsett" }));
    await user.click(screen.getByRole("checkbox", { name: /Jeg godtar/ }));
    const buy = screen.getByRole("button", { name: /Kjøp nå/ });
    expect(buy).toHaveTextContent("120,00 kr");
    await user.click(buy);
    // A browser drops the focus of the button that turns busy (disabled); jsdom keeps it, so it is dropped here
    // (jsdom does not blur a disabled button, but a focused element that leaves the page gives the focus back).
    const elsewhere = document.createElement("input");
    document.body.append(elsewhere);
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    answer({
      status: 409,
      body: {
        error: "You have already used this voucher code",
        transaction: null,
        order: null,
        code: "voucher_already_used",
      },
    });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `${nb.checkout.confirm.transactionFailed.replace("{{reason}}", nb.errors.voucher_already_used)}`,
    );
    expect(alert).toHaveTextContent(nb.checkout.confirm.voucherRemoved);
    expect(alert).not.toHaveTextContent("You have already used");
    expect(screen.getByRole("button", { name: /Kjøp nå/ })).toHaveTextContent("150,00 kr");
    expect(screen.getByRole("button", { name: /Kjøp nå/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: /Kjøp nå/ })).toHaveFocus();
    expect(screen.queryByText("ENGANG20")).not.toBeInTheDocument();
    expect(chosen).toBe(2);
    expect(calls.filter((c) => c.url.pathname === at("/transaction"))).toHaveLength(1);
  });

  it("a refused invoice keeps the amount in its reason and leads back to the payment step", async () => {
    serve(makeCheckout([digital]), [invoice, card], {
      [`POST ${at("/transaction")}`]: {
        status: 409,
        body: {
          error:
            "Invoice is only available for orders up to NOK 1,000. Please choose another payment method.",
          transaction: null,
          order: null,
          code: "invoice_over_maximum",
          params: { amount: 100_000, currency: "NOK" },
        },
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await user.type(within(step(/Payment/)).getByLabelText("National identity number"), "01019012480");
    await continuePayment(user);
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await user.click(screen.getByRole("button", { name: /Buy now/ }));
    const alert = await within(step(/Summary and finish/)).findByRole("alert");
    expect(alert).toHaveTextContent(
      "Failed to create transaction: Invoice is only available for orders up to NOK 1,000. Please choose another payment method.",
    );
    await user.click(within(alert).getByRole("button", { name: "Choose another payment method" }));
    const payment = step(/Payment/);
    expect(screen.getByRole("heading", { name: /Payment/ })).toHaveFocus();
    await user.click(within(payment).getByRole("radio", { name: "Betalingskort" }));
    await continuePayment(user);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("fields the server names send the user back to their step, marked", async () => {
    serve(makeCheckout([digital]), [card, mobile], {
      [`POST ${at("/transaction")}`]: {
        status: 400,
        body: {
          error: "Please check the payment details",
          code: "check_payment",
          transaction: null,
          order: null,
          fields: { mobilePhone: "Invalid phone number" },
          fieldCodes: { mobilePhone: "invalid_mobile" },
        },
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole("region", { name: /Delivery/ });
    await continueDelivery(user);
    await user.click(within(step(/Payment/)).getByRole("radio", { name: "Mobilbetaling" }));
    await user.type(within(step(/Payment/)).getByLabelText("Mobile phone"), "91234567");
    await continuePayment(user);
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await user.click(screen.getByRole("button", { name: /Buy now/ }));
    const payment = await screen.findByRole("region", { name: /Payment/ });
    await waitFor(() =>
      expect(within(payment).getByLabelText("Mobile phone")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(within(payment).getByText("Invalid phone number")).toBeInTheDocument();
    expect(
      await screen.findByText("Failed to create transaction: Please check the payment details"),
    ).toBeInTheDocument();
  });
});

describe("checkout: upsell", () => {
  const postage = makeDeliveryOption(2, "postage", { name: "Sending i posten", price: 7900 });

  it("the catalogue offer needs a quantity, then adds the catalogues and takes the new delivery options", async () => {
    const catalogues = [makeCatalogue(1), makeCatalogue(2, { maxQuantity: 3 })];
    const session = makeCheckout([digital], { upsaleList: [{ type: "CATALOGUE", catalogues }] });
    const withCatalogue = makeCart([makeOrderLine(1), makeOrderLine(2)]);
    const calls = serve(session, [card], {
      [`POST ${at("/catalogues")}`]: {
        body: {
          cart: withCatalogue,
          catalogueMaxDeliveryTime: 30,
          deliveryOptions: [
            { type: "postage", name: postage.name, deliveryOptions: [postage], pickupLocations: [] },
          ],
        },
      },
      "GET /api/webshop/cart": { body: { cart: withCatalogue } },
    });
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole("dialog", { name: "Don't forget the catalogue" });
    expect(within(dialog).getByText("School catalogue 1")).toBeInTheDocument();
    expect(
      within(dialog).getAllByText(
        "The catalogue is shipped separately within 30 days after the last photo day.",
      ),
    ).toHaveLength(2);
    const second = within(dialog).getByLabelText("Quantity of School catalogue 2 for Subject 2");
    expect(
      within(second)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["0", "1", "2", "3"]);

    await user.click(within(dialog).getByRole("button", { name: "Add to cart" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "You need to select how many cataloges you would like before clicking Add to shopping cart",
    );
    expect(calls.some((c) => c.url.pathname === at("/catalogues"))).toBe(false);

    await user.selectOptions(second, "2");
    await user.click(within(dialog).getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === at("/catalogues"))?.body).toEqual({
      catalogues: [{ uuid: catalogues[1]?.uuid, subjectUuid: catalogues[1]?.subject.uuid, quantity: 2 }],
    });
    // The order is physical now: postage replaces digital delivery and is the only, preselected option.
    const delivery = step(/Delivery/);
    expect(within(delivery).getByRole("radio", { name: "Sending i posten" })).toBeChecked();
    expect(within(delivery).queryByRole("radio", { name: "Digital levering" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Product 2" })).toBeInTheDocument();
  });

  it("with one catalogue its quantity starts at 1; 'No thanks' goes on to the next offer", async () => {
    const subject = { uuid: uuidOf("c1", 7), name: "Emma Nordmann" };
    const session = makeCheckout([digital], {
      upsaleList: [
        { type: "CATALOGUE", catalogues: [makeCatalogue(1)] },
        {
          type: "DIGITAL_FILES",
          products: [{ type: "set", pictureType: "IP", subject, price: 39900, rebatedPrice: 29900 }],
        },
      ],
    });
    serve(session);
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole("dialog", { name: "Don't forget the catalogue" });
    expect(within(dialog).getByRole("combobox")).toHaveValue("1");
    await user.click(within(dialog).getByRole("button", { name: "No thanks" }));
    const offer = await screen.findByRole("dialog", { name: "Special offer" });
    expect(within(offer).getByText("Emma Nordmann")).toBeInTheDocument();
    expect(within(offer).getByText(nok(29900))).toBeInTheDocument();
    expect(within(offer).getByText(nok(39900)).closest("s")).not.toBeNull();
    await user.click(within(offer).getByRole("button", { name: "No thanks" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: /Delivery/ })).toBeInTheDocument();
  });

  it("an offer answered once is not asked again at the next checkout of the session; another offer is", async () => {
    const user = userEvent.setup();
    serve(makeCheckout([digital], { upsaleList: [{ type: "CATALOGUE", catalogues: [makeCatalogue(1)] }] }));
    const first = open();
    const dialog = await screen.findByRole("dialog", { name: "Don't forget the catalogue" });
    await user.click(within(dialog).getByRole("button", { name: "No thanks" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    first.unmount();

    open();
    expect(await screen.findByRole("region", { name: /Delivery/ })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    cleanup();

    serve(makeCheckout([digital], { upsaleList: [{ type: "CATALOGUE", catalogues: [makeCatalogue(2)] }] }));
    open();
    expect(await screen.findByRole("dialog", { name: "Don't forget the catalogue" })).toBeInTheDocument();
  });

  it("'Check out offer' goes to the digital portraits of the offer's picture set", async () => {
    const subject = { uuid: uuidOf("c1", 7), name: "Emma Nordmann" };
    serve(
      makeCheckout([digital], {
        upsaleList: [
          {
            type: "DIGITAL_FILES",
            products: [
              { type: "set", pictureType: "IP", subject, price: 39900, rebatedPrice: 29900 },
              { type: "set", pictureType: "GP", subject, price: 19900, rebatedPrice: 9900 },
            ],
          },
        ],
      }),
    );
    const user = userEvent.setup();
    const { router } = open();
    const offer = await screen.findByRole("dialog", { name: "Special offer" });
    await user.click(within(offer).getByRole("button", { name: "Check out offer" }));
    expect(await screen.findByRole("heading", { name: "Digital portrait page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/products/digital-portraits/${subject.uuid}`);
  });

  it("'Add to cart' on the special offer buys the sets and replaces the cart", async () => {
    const subject = { uuid: uuidOf("c1", 7), name: "Emma Nordmann" };
    const withSet = makeCart([
      makeOrderLine(1),
      makeOrderLine(3, {
        product: { uuid: uuidOf("b1", 3), type: 301, name: "Digital set", kind: "digital_set" },
      }),
    ]);
    const calls = serve(
      makeCheckout([digital], {
        upsaleList: [
          {
            type: "DIGITAL_FILES",
            products: [{ type: "set", pictureType: "IP", subject, price: 39900, rebatedPrice: 29900 }],
          },
        ],
      }),
      [card],
      {
        [`POST ${at("/digital-sets")}`]: { body: { cart: withSet } },
        "GET /api/webshop/cart": { body: { cart: withSet } },
      },
    );
    const user = userEvent.setup();
    open();
    const offer = await screen.findByRole("dialog", { name: "Special offer" });
    await user.click(within(offer).getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === at("/digital-sets"))?.body).toEqual({
      data: { subjects: [{ name: "Emma Nordmann", uuid: subject.uuid, pictureType: "IP" }] },
    });
    expect(screen.getByRole("article", { name: "Digital set" })).toBeInTheDocument();
  });
});
