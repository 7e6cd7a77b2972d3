import type { UploadedImage } from "@shop/contracts/uploads";
import { uploadLimits } from "@shop/domain/limits";
import { imageFields } from "@shop/render/fill";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { meQuery } from "../../../lib/queries/me.ts";
import { settingsQuery } from "../../../lib/queries/settings.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import type { EditorPicture } from "../types.ts";
import { ImageSource } from "./ImageSource.tsx";
import { anImageTemplate, aPicture } from "./test-factories.ts";
import type { SendUpload } from "./upload-queue.ts";

const field = imageFields(anImageTemplate())[0] as NonNullable<ReturnType<typeof imageFields>[0]>;

function anUpload(n: number): UploadedImage {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    width: 1200,
    height: 800,
    webshopId: `U-0000000${n}`,
    keywords: ["user_uploaded"],
    urls: { thumbnail: `/u/${n}/320`, preview: `/u/${n}/640` },
    uploadedAt: "2026-11-26T10:00:00.000Z",
  };
}

function renderSource({
  allowOwnPhotos = true,
  recent = [] as UploadedImage[],
  send = vi.fn<SendUpload>(),
  timers = false,
}: {
  allowOwnPhotos?: boolean;
  recent?: UploadedImage[];
  send?: SendUpload;
  timers?: boolean;
} = {}) {
  const settings = settingsFixture();
  queryClient.setQueryData(settingsQuery.queryKey, {
    ...settings,
    webshop: { ...settings.webshop, allowOwnPhotos },
  });
  queryClient.setQueryData(meQuery.queryKey, { user: userFixture() });
  const calls = mockFetch({ "GET /api/webshop/user/recent-images": { body: { images: recent } } });
  const onChoose = vi.fn<(picture: EditorPicture) => void>();
  render(
    <QueryClientProvider client={queryClient}>
      <ImageSource
        field={field}
        pictures={[aPicture(1), aPicture(2)]}
        chosenUuid={null}
        onChoose={onChoose}
        onNotAllowed={vi.fn()}
        send={send}
      />
    </QueryClientProvider>,
  );
  const user = userEvent.setup(timers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { onChoose, calls, user, input: screen.getByTestId("upload-input") as HTMLInputElement };
}

const aFile = (name = "family.jpg") => new File(["jpeg"], name, { type: "image/jpeg" });

describe("the image source", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows only the picture set where the shop does not take own pictures", () => {
    const settings = settingsFixture();
    queryClient.setQueryData(settingsQuery.queryKey, settings);
    queryClient.setQueryData(meQuery.queryKey, { user: userFixture() });
    const calls = mockFetch({});
    render(
      <QueryClientProvider client={queryClient}>
        <ImageSource
          field={field}
          pictures={[aPicture(1)]}
          chosenUuid={null}
          onChoose={vi.fn()}
          onNotAllowed={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("radio", { name: "Recent images" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Picture id/ })).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it("shows only the picture set in a package's item, where own pictures do not belong", () => {
    const settings = settingsFixture();
    queryClient.setQueryData(settingsQuery.queryKey, {
      ...settings,
      webshop: { ...settings.webshop, allowOwnPhotos: true },
    });
    queryClient.setQueryData(meQuery.queryKey, { user: userFixture() });
    const calls = mockFetch({});
    render(
      <QueryClientProvider client={queryClient}>
        <ImageSource
          field={field}
          pictures={[aPicture(1)]}
          chosenUuid={null}
          onChoose={vi.fn()}
          onNotAllowed={vi.fn()}
          ownPictures={false}
        />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("radio", { name: "Recent images" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload picture" })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("switches between the picture set and the recent images with the keyboard", async () => {
    const { user } = renderSource({ recent: [anUpload(1)] });
    const setRadio = screen.getByRole("radio", { name: "Picture set" });
    expect(setRadio).toBeChecked();
    expect(screen.getAllByRole("button", { name: /Picture id P-/ })).toHaveLength(2);
    await waitFor(() =>
      expect(queryClient.getQueryData(["editor", "recent-images", userFixture().uuid])).toBeDefined(),
    );
    setRadio.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Recent images" })).toBeChecked();
    expect(await screen.findByRole("button", { name: "Picture id U-00000001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload picture" })).toBeInTheDocument();
  });

  it("opens the file chooser when recent images has none", async () => {
    const { user, input } = renderSource();
    const click = vi.spyOn(input, "click").mockImplementation(() => undefined);
    await waitFor(() =>
      expect(queryClient.getQueryData(["editor", "recent-images", userFixture().uuid])).toBeDefined(),
    );
    await user.click(screen.getByRole("radio", { name: "Recent images" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByText("You have not uploaded any pictures yet.")).toBeInTheDocument();
  });

  it("chooses a single uploaded file at once and lists it first", async () => {
    const send = vi.fn<SendUpload>(async (_file, progress) => {
      progress(1);
      return anUpload(3);
    });
    const { user, input, onChoose } = renderSource({ send, recent: [anUpload(1)] });
    await user.upload(input, aFile());
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(onChoose.mock.calls[0]?.[0]).toMatchObject({
      uuid: anUpload(3).uuid,
      userUploaded: true,
      previewUrl: "/u/3/640",
    });
    expect(screen.getByRole("radio", { name: "Recent images" })).toBeChecked();
    const listed = screen
      .getAllByRole("button", { name: /Picture id U-/ })
      .map((b) => b.getAttribute("aria-label"));
    expect(listed).toEqual(["Picture id U-00000003", "Picture id U-00000001"]);
  });

  it("shows 'Upload status' with 'Retrying...' while it retries, then 'Upload failed' after the fifth retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const send = vi.fn<SendUpload>().mockRejectedValue(new ApiError(503, null, "down"));
    const { user, input, onChoose } = renderSource({ send, timers: true });
    await user.upload(input, aFile());
    const status = await screen.findByRole("dialog", { name: "Upload status" });
    expect(within(status).getByText("family.jpg")).toBeInTheDocument();
    expect(within(status).getByRole("progressbar", { name: "Picture 1" })).toBeInTheDocument();
    expect(await within(status).findByText("Retrying...")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(uploadLimits.retryWaitMs * uploadLimits.retries));
    const failed = await screen.findByRole("alertdialog", { name: "Upload failed" });
    expect(send).toHaveBeenCalledTimes(1 + uploadLimits.retries);
    expect(
      within(failed).getByText(
        "At least one of the files couldn't be uploaded due to an issue with your Internet connection.",
      ),
    ).toBeInTheDocument();
    expect(within(failed).getByText("Please check your connection and try again.")).toBeInTheDocument();
    await user.click(within(failed).getByRole("button", { name: "Ok" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("says the shop is busy, not the connection, when every try met a busy shop", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const send = vi
      .fn<SendUpload>()
      .mockRejectedValue(new ApiError(503, { error: "busy", code: "upload_busy" }, "busy"));
    const { user, input } = renderSource({ send, timers: true });
    await user.upload(input, aFile());
    await screen.findByRole("dialog", { name: "Upload status" });
    await act(() => vi.advanceTimersByTimeAsync(uploadLimits.retryWaitMs * uploadLimits.retries));
    const failed = await screen.findByRole("alertdialog", { name: "Upload failed" });
    expect(send).toHaveBeenCalledTimes(1 + uploadLimits.retries);
    expect(
      within(failed).getByText("The shop is busy, so at least one of the files couldn't be uploaded."),
    ).toBeInTheDocument();
    expect(within(failed).getByText("Please try again in a minute.")).toBeInTheDocument();
    expect(within(failed).queryByText(/connection/)).not.toBeInTheDocument();
  });

  it("names the reason of a refused file and does not try it again", async () => {
    const send = vi
      .fn<SendUpload>()
      .mockRejectedValue(new ApiError(400, { error: "no", code: "upload_not_an_image" }, "no"));
    const { user, input } = renderSource({ send });
    await user.upload(input, aFile("notes.jpg"));
    const refused = await screen.findByRole("alertdialog", { name: "Picture not uploaded" });
    expect(within(refused).getByText(/This file is not a picture/)).toBeInTheDocument();
    expect(within(refused).getByText("notes.jpg")).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends only image files", async () => {
    const send = vi.fn<SendUpload>(async () => anUpload(4));
    const { input } = renderSource({ send });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [new File(["%PDF"], "letter.pdf", { type: "application/pdf" }), aFile()]);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0].name).toBe("family.jpg");
  });
});
