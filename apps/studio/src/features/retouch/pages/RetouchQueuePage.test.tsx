import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { RetouchQueuePage } from "./RetouchQueuePage.tsx";

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const task = {
  uuid: "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a",
  orderUuid: "7d2e0c6a-5b3f-4e4c-9a9d-3c4d5e6f7a8b",
  reference: "7d2e0c6a",
  child: "Ida Berg",
  group: "3B",
  job: { uuid: jobUuid, name: "Solbakken skole 2026" },
  picture: { uuid: "8e3f1d7b-6c4a-4f5d-8b0e-4d5e6f7a8b9c", webshopId: "26-0002-01" },
  thumbnail: "/api/webshop/images/8e3f1d7b-6c4a-4f5d-8b0e-4d5e6f7a8b9c/320?exp=1&sig=x",
  tasks: ["Remove blemishes", "Brighten teeth"],
  state: "waiting",
  confirmedAt: "2026-11-20T10:00:00.000Z",
  retouchedAt: null,
};
const jobs = {
  currency: "NOK",
  jobs: [
    {
      uuid: jobUuid,
      name: "Solbakken skole 2026",
      type: "school",
      year: 2026,
      archived: false,
      subjectCount: 3,
      redeemedCount: 1,
      redeemedPercent: 33,
      orderCount: 1,
      revenue: 100,
      yearbookPoseDeadline: null,
      nameCorrectionDeadline: null,
      orderDeadline: null,
      correctionsToReview: 0,
    },
  ],
};

function answer(queue: (path: string) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      calls.push(path);
      const body = path === "/api/studio/jobs" ? jobs : queue(path);
      return new Response(JSON.stringify(body));
    }),
  );
  return calls;
}

/** An XMLHttpRequest that answers the upload at once with this status and body, having sent half and then all. */
function answerUpload(status: number, body: unknown) {
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}

function renderPage(path = "/retouch") {
  const router = createMemoryRouter([{ path: "/retouch", element: <RetouchQueuePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the retouch queue", () => {
  it("lists the waiting retouch with the child, the order and what was asked", async () => {
    const calls = answer(() => ({ items: [task], total: 1, page: 1, pageSize: 25 }));
    renderPage();
    const row = await screen.findByRole("row", { name: /Ida Berg/ });
    expect(row).toHaveTextContent("Solbakken skole 2026, class 3B");
    expect(row).toHaveTextContent("Order #7d2e0c6a · picture 26-0002-01");
    expect(
      within(row)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Remove blemishes", "Brighten teeth"]);
    expect(row).toHaveTextContent("Waiting");
    expect(calls).toContain("/api/studio/retouch?state=waiting&page=1");
  });

  it("asks the server for one job's done retouch when the filter says so", async () => {
    const calls = answer(() => ({ items: [], total: 0, page: 1, pageSize: 25 }));
    renderPage();
    expect(await screen.findByText("No retouch is waiting.")).toBeInTheDocument();
    await screen.findByRole("option", { name: "Solbakken skole 2026 (2026)" });
    await userEvent.selectOptions(screen.getByLabelText("Job"), jobUuid);
    await userEvent.selectOptions(screen.getByLabelText("State"), "done");
    expect(await screen.findByText("No retouch is done yet.")).toBeInTheDocument();
    expect(calls).toContain(`/api/studio/retouch?state=done&page=1&job=${jobUuid}`);
  });

  it("says why a file was refused, in the studio's words", async () => {
    answer(() => ({ items: [task], total: 1, page: 1, pageSize: 25 }));
    answerUpload(400, { error: "not a picture", code: "studio_retouch_not_an_image" });
    renderPage();
    await screen.findByRole("row", { name: /Ida Berg/ });
    await userEvent.upload(
      screen.getByTestId(`retouch-file-${task.uuid}`),
      new File(["text"], "notes.txt", { type: "text/plain" }),
      { applyAccept: false },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Not taken: the file is not a JPEG, PNG, WebP or HEIF picture.",
    );
  });

  it("shows the row done with the retouched picture once the file is taken", async () => {
    answer(() => ({ items: [task], total: 1, page: 1, pageSize: 25 }));
    const done = {
      ...task,
      state: "done",
      retouchedAt: "2026-11-21T10:00:00.000Z",
      thumbnail: `/api/webshop/retouched/${task.uuid}/abcd1234/320?exp=1&sig=y`,
    };
    answerUpload(200, { task: done });
    renderPage();
    await screen.findByRole("row", { name: /Ida Berg/ });
    await userEvent.upload(
      screen.getByTestId(`retouch-file-${task.uuid}`),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "ida.jpg", { type: "image/jpeg" }),
    );
    expect(
      await screen.findByText("Uploaded. The parent now sees the picture retouched."),
    ).toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Ida Berg/ });
    expect(row).toHaveTextContent("Done");
    expect(within(row).getByRole("img")).toHaveAttribute("src", done.thumbnail);
    expect(within(row).getByRole("button", { name: "Replace file: 26-0002-01" })).toBeInTheDocument();
  });
});
