import type { PictureSet } from "@shop/contracts/picture-sets";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { PictureSetEditPage } from "./PictureSetEditPage.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const editable: PictureSet = {
  ...makePictureSet(2),
  isEditable: true,
  subject: { uuid: "10000000-0000-4000-8000-000000000001", name: "Emma Nordman", group: "3B" },
};
editable.job = { ...editable.job, nameCorrectionDeadline: "2099-06-01T23:59:59.000Z" };
const setPath = `/api/webshop/picture-sets/${editable.uuid}`;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

type Call = { url: string; method: string; body: unknown };

/** The set's GET answers with `set`; the PUT with what `put` gives. Returns the calls made. */
function serve(set: PictureSet, put: (body: unknown) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ url, method, body });
      if (method === "PUT") return put(body);
      return json(200, set);
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/my-account/picture-sets/${editable.uuid}/edit`]}>
        <Routes>
          <Route path="/my-account/picture-sets/:pictureSetUuid/edit" element={<PictureSetEditPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the edit picture set page", () => {
  it("starts from the name and group, checks them, saves the correction and says so", async () => {
    const calls = serve(editable, (body) =>
      json(200, { subject: { uuid: editable.uuid, ...(body as { name: string }), group: null } }),
    );
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole("textbox", { name: "Name" });
    const group = screen.getByRole("textbox", { name: "Group or class" });
    expect(name).toHaveValue("Emma Nordman");
    expect(group).toHaveValue("3B");
    expect(screen.getByText(/You can make corrections until/)).toBeInTheDocument();

    await user.clear(name);
    await user.tab();
    expect(screen.getByText("This is required!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();

    await user.type(name, "Emma Nordmann");
    await user.clear(group);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const status = await screen.findByRole("status");
    await waitFor(() =>
      expect(within(status).getByRole("heading", { name: "The picture set was saved" })).toHaveFocus(),
    );
    expect(status).toHaveTextContent("Everyone who has this picture set now sees Emma Nordmann.");
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      { url: `${setPath}/subject`, method: "PUT", body: { name: "Emma Nordmann", group: "" } },
    ]);
  });

  it("says the length limit of a field that is too long", async () => {
    serve(editable, () => json(500, {}));
    const user = userEvent.setup();
    renderPage();
    const group = await screen.findByRole("textbox", { name: "Group or class" });
    await user.type(group, "x".repeat(100));
    await user.tab();
    expect(screen.getByText("That's too long! At most 100 characters.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("shows the server's refusal (a deadline passed meanwhile) and keeps the form", async () => {
    serve(editable, () =>
      json(403, { error: "This picture set can no longer be edited.", code: "picture_set_not_editable" }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "n");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This picture set can no longer be edited.");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Emma Nordmann");
  });

  it("marks the field the server names", async () => {
    serve(editable, () =>
      json(400, { error: "The text is too long.", code: "name_too_long", field: "group" }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "n");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The text is too long.");
    expect(screen.getByRole("textbox", { name: "Group or class" })).toHaveAttribute("aria-invalid", "true");
  });

  it("offers no form for a set that is not editable", async () => {
    serve({ ...editable, isEditable: false }, () => json(500, {}));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("This picture set can no longer be edited.");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/my-account/picture-sets/${editable.uuid}`,
    );
  });

  it("says 'Picture set not found' for a set that is not the user's", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(404, { error: "Picture set not found", code: "picture_set_not_found" })),
    );
    renderPage();
    expect(await screen.findByText("Picture set not found")).toBeInTheDocument();
  });
});
