import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { GreenScreen } from "./GreenScreen.tsx";

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const url = `/api/studio/jobs/${jobUuid}/green-screen`;
const state = {
  pictures: [
    {
      uuid: "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a",
      subjectName: "Ida Hansen",
      group: "3B",
      sourceName: "DSC_0001.jpg",
    },
  ],
  backgrounds: [{ uuid: "7d2e0c6a-5b3f-4e4c-9a9d-3c4d5e6f7a8b", name: "Blue studio", isDefault: true }],
};

type Reply = () => Promise<Response>;

function answer(routes: Record<string, Reply>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${path}`;
      calls.push({ key, body: init?.body });
      const found = routes[key];
      return found ? found() : new Response(JSON.stringify({ error: "no route" }), { status: 404 });
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <GreenScreen jobUuid={jobUuid} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the job's green screen", () => {
  it("shows loading while it is read", async () => {
    answer({ [`GET ${url}`]: () => new Promise<never>(() => {}) });
    renderSection();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("says when the job has no backgrounds and no picture with a mask", async () => {
    answer({ [`GET ${url}`]: json({ pictures: [], backgrounds: [] }) });
    renderSection();
    expect(await screen.findByText(/The job offers no backgrounds yet/)).toBeInTheDocument();
    expect(screen.getByText("No picture of this job has a mask.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add backgrounds" })).toBeDisabled();
  });

  it("lists the backgrounds and the masked pictures, and adds chosen pictures by keyboard", async () => {
    const calls = answer({
      [`GET ${url}`]: json(state),
      [`POST ${url}/backgrounds`]: json({ added: 1 }, 201),
    });
    renderSection();
    expect(await screen.findByText("Blue studio")).toBeInTheDocument();
    expect(screen.getByText(/offered first/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByText("1 picture with a mask"));
    expect(screen.getByText("DSC_0001.jpg")).toBeVisible();
    await user.upload(
      screen.getByLabelText(/Background pictures/),
      new File(["jpeg"], "garden.jpg", { type: "image/jpeg" }),
    );
    screen.getByRole("button", { name: "Add backgrounds" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("1 background added.")).toBeInTheDocument();
    const post = calls.find((c) => c.key === `POST ${url}/backgrounds`);
    expect(post?.body).toBeInstanceOf(FormData);
    expect((post?.body as FormData | undefined)?.getAll("files")).toHaveLength(1);
  });

  it("says what went wrong when a picture is refused", async () => {
    answer({
      [`GET ${url}`]: json(state),
      [`POST ${url}/backgrounds`]: json({ error: "x", code: "studio_background_refused" }, 400),
    });
    renderSection();
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText(/Background pictures/),
      new File(["text"], "notes.jpg", { type: "image/jpeg" }),
    );
    await user.click(screen.getByRole("button", { name: "Add backgrounds" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was added.");
  });

  it("shows an error with a way to try again", async () => {
    answer({ [`GET ${url}`]: json({ error: "busy", code: "server_error" }, 500) });
    renderSection();
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 })).toBeInTheDocument();
  });
});
