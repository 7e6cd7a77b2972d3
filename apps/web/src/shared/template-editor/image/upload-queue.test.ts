import type { UploadedImage } from "@shop/contracts/uploads";
import { uploadLimits } from "@shop/domain/limits";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { isImageFile, isRetryable, type QueueDeps, runUploadQueue, uploadStatus } from "./upload-queue.ts";

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

const aFile = (name = "family.jpg", type = "image/jpeg") => new File(["x"], name, { type });

/** Deps recording what the queue said: each item's statuses and the retrying flag over time. */
function recorder(send: QueueDeps["send"]) {
  const statuses: number[] = [];
  const retrying: boolean[] = [];
  const uploaded: UploadedImage[] = [];
  const deps: QueueDeps = {
    send,
    onItem: (_, item) => {
      if (statuses.at(-1) !== item.status) statuses.push(item.status);
    },
    onRetrying: (flag) => {
      if (retrying.at(-1) !== flag) retrying.push(flag);
    },
    onUploaded: (image) => uploaded.push(image),
  };
  return { deps, statuses, retrying, uploaded };
}

describe("the upload queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("takes only files whose type begins with image", () => {
    expect(isImageFile(aFile("a.jpg", "image/jpeg"))).toBe(true);
    expect(isImageFile(aFile("a.heic", "image/heic"))).toBe(true);
    expect(isImageFile(aFile("a.pdf", "application/pdf"))).toBe(false);
    expect(isImageFile(aFile("a.jpg", ""))).toBe(false);
  });

  it("retries network errors and 5xx, never a refusal", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(new ApiError(503, null, "down"))).toBe(true);
    expect(isRetryable(new ApiError(400, { code: "upload_not_an_image" }, "no"))).toBe(false);
    expect(isRetryable(new ApiError(413, { code: "upload_too_large" }, "no"))).toBe(false);
  });

  it("tries a file again 5 s after a network error, with the retrying flag, until it is done", async () => {
    const send = vi
      .fn<QueueDeps["send"]>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiError(502, null, "bad gateway"))
      .mockImplementation(async (_file, progress) => {
        progress(0.5);
        return anUpload(1);
      });
    const { deps, statuses, retrying, uploaded } = recorder(send);
    const running = runUploadQueue([aFile()], deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(uploadLimits.retryWaitMs - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(uploadLimits.retryWaitMs);
    const result = await running;
    expect(send).toHaveBeenCalledTimes(3);
    expect(result.items[0]).toMatchObject({ status: uploadStatus.done, uuid: anUpload(1).uuid, progress: 1 });
    expect(result.failed).toBeNull();
    expect(uploaded).toEqual([anUpload(1)]);
    expect(statuses).toEqual([uploadStatus.pending, uploadStatus.uploading, uploadStatus.done]);
    expect(retrying).toEqual([true, false]);
  });

  it("gives up after the first try and five retries 5 s apart: the file failed (-1), 'Upload failed'", async () => {
    const send = vi
      .fn<QueueDeps["send"]>()
      .mockRejectedValueOnce(new ApiError(503, { error: "busy", code: "service_unavailable" }, "busy"))
      .mockRejectedValue(new TypeError("Failed to fetch"));
    const { deps, statuses } = recorder(send);
    let settled = false;
    const running = runUploadQueue([aFile()], deps).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(5 * 5000 - 1);
    expect(send).toHaveBeenCalledTimes(5);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await running;
    expect(send).toHaveBeenCalledTimes(6);
    expect(result.items[0]?.status).toBe(uploadStatus.failed);
    expect(result.items[0]?.refusal).toBeNull();
    expect(result.failed).toBe("connection");
    expect(statuses.at(-1)).toBe(-1);
  });

  it("fails a file as 'busy' when every try met a busy shop, and as the connection's when one try did not", async () => {
    const busy = () => new ApiError(503, { error: "busy", code: "upload_busy" }, "busy");
    const alwaysBusy = vi.fn<QueueDeps["send"]>().mockImplementation(async () => {
      throw busy();
    });
    const running = runUploadQueue([aFile()], recorder(alwaysBusy).deps);
    await vi.advanceTimersByTimeAsync(uploadLimits.retries * uploadLimits.retryWaitMs);
    const result = await running;
    expect(alwaysBusy).toHaveBeenCalledTimes(1 + uploadLimits.retries);
    expect(result.items[0]).toMatchObject({ status: uploadStatus.failed, refusal: null, busy: true });
    expect(result.failed).toBe("busy");

    const once = vi
      .fn<QueueDeps["send"]>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementation(async () => {
        throw busy();
      });
    const mixed = runUploadQueue([aFile()], recorder(once).deps);
    await vi.advanceTimersByTimeAsync(uploadLimits.retries * uploadLimits.retryWaitMs);
    expect((await mixed).failed).toBe("connection");
  });

  it("does not retry a refused file and keeps its reason; the next file still goes", async () => {
    const send = vi
      .fn<QueueDeps["send"]>()
      .mockRejectedValueOnce(
        new ApiError(413, { error: "too large", code: "upload_too_large", params: { max: 25 } }, "too large"),
      )
      .mockResolvedValueOnce(anUpload(2));
    const { deps, uploaded } = recorder(send);
    const result = await runUploadQueue([aFile("big.jpg"), aFile("small.jpg")], deps);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.items[0]).toMatchObject({
      status: uploadStatus.failed,
      refusal: { code: "upload_too_large", params: { max: 25 } },
    });
    expect(result.items[1]?.status).toBe(uploadStatus.done);
    expect(result.failed).toBeNull();
    expect(uploaded).toEqual([anUpload(2)]);
  });
});
