import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { ContentPage } from "./ContentPage.tsx";

function renderPage(id = "about") {
  return renderRoutes([{ path: "/pages/:id", element: <ContentPage /> }], `/pages/${id}`);
}

const page = {
  title: "About the photo day",
  modules: [
    {
      type: "slider",
      slides: [
        {
          background: "/a.jpg",
          title: "First slide",
          text: "One",
          buttonText: "Go",
          link: "/products/packages",
        },
        { background: "/b.jpg", title: "Second slide", text: "Two", buttonText: "", link: "" },
      ],
    },
    { type: "title", text: "How the day goes" },
    { type: "paragraph", isHTML: true, content: "<p>Safe <strong>HTML</strong></p>" },
    { type: "paragraph", isHTML: false, content: "Plain <b>text</b>" },
    {
      type: "promoteCategory",
      categories: [
        { category: "packages", link: "/products/packages", image: "", title: "Packages", text: "Prints" },
        { category: "photobook", link: "/products/photobook", image: "", title: "Photo book", text: "" },
      ],
    },
    { type: "image", src: "/x.jpg", alt: "A classroom", link: "https://example.com", openInNewWindow: true },
    { type: "richText", content: "<h3>After</h3>" },
  ],
};

describe("content page", () => {
  it("shows loading, then every module", async () => {
    mockFetch({ "GET /api/webshop/legacy-pages/about": { body: page } });
    renderPage();
    expect(screen.getByRole("status")).toBeVisible();
    expect(await screen.findByRole("heading", { level: 1, name: "About the photo day" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "How the day goes" })).toBeVisible();
    expect(screen.getByText("HTML").tagName).toBe("STRONG");
    expect(screen.getByText("Plain <b>text</b>")).toBeVisible();
    expect(screen.getByRole("heading", { name: "After" })).toBeVisible();
    expect(screen.getByRole("link", { name: /Packages/ })).toHaveAttribute("href", "/products/packages");
    expect(screen.queryByText("Photo book")).toBeNull();
    const image = screen.getByRole("img", { name: "A classroom" });
    expect(image.closest("a")).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("href", "/products/packages");
  });

  it("the slider moves with its buttons", async () => {
    mockFetch({ "GET /api/webshop/legacy-pages/about": { body: page } });
    renderPage();
    const first = (await screen.findByText("First slide")).closest("section");
    expect(first).toHaveAttribute("aria-hidden", "false");
    await userEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(first).toHaveAttribute("aria-hidden", "true");
    const second = screen.getByText("Second slide").closest("section");
    expect(second).toHaveAttribute("aria-hidden", "false");
    expect(within(second as HTMLElement).queryByRole("link")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Pause the slides" }));
    expect(screen.getByRole("button", { name: "Play the slides" })).toBeVisible();
  });

  it("an unknown page shows 'Page not found'", async () => {
    mockFetch({
      "GET /api/webshop/legacy-pages/nope": {
        status: 404,
        body: { error: "Page not found", code: "page_not_found" },
      },
    });
    renderPage("nope");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  it("a failed load offers to try again; an empty page says so", async () => {
    let fail = true;
    mockFetch({
      "GET /api/webshop/legacy-pages/about": () =>
        fail ? "network-error" : { body: { title: "Empty", modules: [] } },
    });
    renderPage();
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText("This page has no content yet.")).toBeVisible();
  });
});
