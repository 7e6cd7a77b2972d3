import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { PictureSetScaffold, type ScaffoldQuery } from "./PictureSetScaffold.tsx";

type Data = { name: string };

const query = (overrides: Partial<ScaffoldQuery<Data>>): ScaffoldQuery<Data> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => {},
  ...overrides,
});

function show(state: ScaffoldQuery<Data>, title: string | ((data: Data) => string)) {
  renderWithProviders(
    <PictureSetScaffold
      query={state}
      title={title}
      back={{ to: "/my-account", label: "My account" }}
      subtitle={(data) => <p>Subject {data.name}</p>}
    >
      {(data) => <p>Pictures of {data.name}</p>}
    </PictureSetScaffold>,
  );
}

describe("the picture-set page scaffold", () => {
  it("shows a fixed heading while loading, and a heading named after the data only once it is there", () => {
    show(query({ isPending: true }), "New picture set");
    expect(screen.getByRole("heading", { name: "New picture set" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("waits for the data before a heading that is named after it", () => {
    show(query({ isPending: true }), (data) => data.name);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("shows the heading, the way back, the subtitle and the page once the data is there", () => {
    show(query({ data: { name: "Emma" } }), (data) => data.name);
    expect(screen.getByRole("heading", { name: "Emma" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/my-account");
    expect(screen.getByText("Subject Emma")).toBeInTheDocument();
    expect(screen.getByText("Pictures of Emma")).toBeInTheDocument();
  });

  it("says 'Picture set not found' for a set that is not the user's", () => {
    show(query({ isError: true, error: new ApiError(404, null, "Picture set not found") }), "Favorites");
    expect(screen.getByText("Picture set not found")).toBeInTheDocument();
  });

  it("offers 'Try again' after a failure, which fetches again", async () => {
    const refetch = vi.fn();
    show(query({ isError: true, error: new ApiError(500, null, "Boom"), refetch }), "Favorites");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
