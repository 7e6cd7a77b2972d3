import type { GreenScreenBackgroundsResponse } from "@shop/contracts/templates";
import { coverCrop } from "@shop/render/fill";
import type { TemplateDocument, TemplateInstance } from "@shop/render/template";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { meQuery } from "../../../lib/queries/me.ts";
import { settingsQuery } from "../../../lib/queries/settings.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { uuidOf } from "../../../test/shop-factories.ts";
import type { EditorPicture } from "../types.ts";
import { ImageScreen } from "./ImageScreen.tsx";
import { pinchHintKey } from "./pinch-hint.ts";
import { anEmptyInstance, anImageTemplate, aPicture } from "./test-factories.ts";

const jobUuid = uuidOf("j0b", 1);

function renderScreen({
  doc = anImageTemplate(),
  instance = anEmptyInstance(doc),
  pictures = [aPicture(1), aPicture(2)],
  fieldId = "photo1",
  packageMode = null,
  toolboxDisabled = false,
}: {
  doc?: TemplateDocument;
  instance?: TemplateInstance;
  pictures?: EditorPicture[];
  fieldId?: string;
  packageMode?: number | null;
  toolboxDisabled?: boolean;
} = {}) {
  const onDone = vi.fn<(next: TemplateInstance) => void>();
  const onCancel = vi.fn();
  // The shell has loaded the shop's settings and the user (a shop that takes no own pictures: the set alone).
  queryClient.setQueryData(settingsQuery.queryKey, settingsFixture());
  queryClient.setQueryData(meQuery.queryKey, { user: userFixture() });
  render(
    <QueryClientProvider client={queryClient}>
      <ImageScreen
        doc={doc}
        instance={instance}
        fieldId={fieldId}
        pictures={pictures}
        jobUuid={jobUuid}
        packageMode={packageMode}
        toolboxDisabled={toolboxDisabled}
        onCancel={onCancel}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return { onDone, onCancel, user: userEvent.setup() };
}

/** The instance the screen answered after Done (and the short delay before leaving). */
async function answer(onDone: ReturnType<typeof vi.fn<(next: TemplateInstance) => void>>) {
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  return onDone.mock.calls[0]?.[0] as TemplateInstance;
}

function tabNames() {
  return screen.getAllByRole("tab").map((tab) => tab.textContent);
}

function background(n: number, changes: Partial<GreenScreenBackgroundsResponse[number]> = {}) {
  return {
    uuid: uuidOf("b9", n),
    name: `Beach ${n}`,
    src: `/backgrounds/${n}.jpg`,
    rotation: 0,
    effect: "original",
    default: n === 1,
    ...changes,
  } as const;
}

const chosenInstance = (doc: TemplateDocument, picture = aPicture(1)): TemplateInstance => ({
  ...anEmptyInstance(doc),
  images: {
    photo1: {
      picture: { uuid: picture.uuid, width: picture.width, height: picture.height },
      crop: coverCrop({ width: 40, height: 30 }, picture),
      rotation: 0,
      effect: "original",
    },
  },
});

describe("the image screen", () => {
  it("shows only the image inbox and a disabled Done until a picture is chosen", () => {
    renderScreen();
    expect(tabNames()).toEqual(["Image inbox"]);
    expect(screen.getByRole("button", { name: "Done" })).toBeDisabled();
  });

  it("places a chosen picture with a cover crop and answers it on Done", async () => {
    const doc = anImageTemplate();
    const { onDone, user } = renderScreen({ doc });
    await user.click(screen.getByRole("button", { name: "Picture id P-1002" }));
    expect(tabNames()).toEqual(["Image inbox", "Edit image"]);
    expect(screen.getByRole("button", { name: "Picture id P-1002" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Done" }));
    const next = await answer(onDone);
    expect(next.images.photo1).toEqual({
      picture: { uuid: "picture-2", width: 3000, height: 2000 },
      crop: coverCrop({ width: 40, height: 30 }, { width: 3000, height: 2000 }),
      rotation: 0,
      effect: "original",
    });
  });

  it("greys a picture the field does not allow and explains it with its picture id when tapped", async () => {
    const doc = anImageTemplate(1, { photo1: { allowed: { groupPicture: "never" } } });
    const { onDone, user } = renderScreen({
      doc,
      pictures: [aPicture(1), aPicture(7, { type: "GP", groupPicture: true })],
    });
    const greyed = screen.getByRole("button", { name: "Not allowed picture - P-1007" });
    expect(greyed).toHaveAttribute("data-allowed", "false");
    await user.click(greyed);
    const dialog = await screen.findByRole("alertdialog", { name: "Picture not allowed" });
    expect(within(dialog).getByText("You can't use this image in this image field")).toBeInTheDocument();
    expect(within(dialog).getByText("Picture id: P-1007")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.getByRole("button", { name: "Done" })).toBeDisabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("hides 'Edit image' for a field whose toolbox is disabled", () => {
    const doc = anImageTemplate(1, { photo1: { disableEdit: true } });
    renderScreen({ doc, instance: chosenInstance(doc) });
    expect(tabNames()).toEqual(["Image inbox"]);
    expect(screen.getByRole("button", { name: "Done" })).toBeEnabled();
  });

  it("hides 'Edit image' and the pinch hint for every field when the shop disables the image toolbox", () => {
    const doc = anImageTemplate();
    renderScreen({ doc, instance: chosenInstance(doc), toolboxDisabled: true });
    expect(tabNames()).toEqual(["Image inbox"]);
    expect(screen.queryByText(/Pinch with two fingers/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Done" })).toBeEnabled();
  });

  it("rotates by minus 90 degrees and applies an effect, and Done answers both with a valid crop", async () => {
    const doc = anImageTemplate();
    const { onDone, user } = renderScreen({ doc, instance: chosenInstance(doc) });
    await user.click(screen.getByRole("tab", { name: "Edit image" }));
    await user.click(screen.getByRole("button", { name: "Rotate" }));
    await user.click(screen.getByRole("button", { name: "Sepia" }));
    expect(screen.getByRole("button", { name: "Sepia" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Done" }));
    const choice = (await answer(onDone)).images.photo1;
    expect(choice?.rotation).toBe(270);
    expect(choice?.effect).toBe("sepia");
    // Turned, the 3000×2000 picture is portrait: the 4:3 crop spans its width.
    expect(choice?.crop).toEqual(coverCrop({ width: 40, height: 30 }, { width: 3000, height: 2000 }, 270));
  });

  it("zooms and moves the crop with the keyboard, never past the picture's edge", async () => {
    const doc = anImageTemplate();
    const { onDone, user } = renderScreen({ doc, instance: chosenInstance(doc) });
    const frame = screen.getByRole("application");
    frame.focus();
    await user.keyboard("++");
    // Eight steps of a tenth of the crop each are more than the room left on either side.
    await user.keyboard("{ArrowRight}".repeat(8) + "{ArrowDown}".repeat(8));
    await user.click(screen.getByRole("button", { name: "Done" }));
    const crop = (await answer(onDone)).images.photo1?.crop;
    const cover = coverCrop({ width: 40, height: 30 }, { width: 3000, height: 2000 });
    expect(crop?.width).toBeCloseTo(cover.width / 1.25 ** 2, 9);
    // The picture followed the keys right and down, so the crop reached its top-left corner and stopped.
    expect(crop?.x).toBe(0);
    expect(crop?.y).toBe(0);
  });

  it("zooms with the + and − buttons, and a field that disables zoom has none", async () => {
    const doc = anImageTemplate(2, { photo2: { disableZoom: true } });
    const { user } = renderScreen({ doc, instance: chosenInstance(doc) });
    expect(screen.getByRole("button", { name: "Zoom out" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(screen.getByRole("button", { name: "Zoom out" })).toBeEnabled();
  });

  it("shows the print quality of the crop in words", async () => {
    const doc = anImageTemplate();
    const small = aPicture(3, { width: 150, height: 100 });
    const { user } = renderScreen({ doc, instance: chosenInstance(doc), pictures: [aPicture(1), small] });
    // 3000 px over 40 mm is far above 300 dpi; 150 px over it is far below 150 dpi.
    expect(screen.getByText("Print quality: good")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Image inbox" }));
    await user.click(screen.getByRole("button", { name: "Picture id P-1003" }));
    expect(screen.getByText("Print quality: too low")).toBeInTheDocument();
  });

  it("offers the job's backgrounds for a green-screen picture and answers the chosen one", async () => {
    const calls = mockFetch({
      [`GET /api/webshop/green-screen-backgrounds/${jobUuid}`]: { body: [background(1), background(2)] },
    });
    const doc = anImageTemplate(1, { photo1: { disableBackground: false } });
    const green = aPicture(1, { greenscreen: true });
    const { onDone, user } = renderScreen({ doc, instance: chosenInstance(doc, green), pictures: [green] });
    await user.click(await screen.findByRole("tab", { name: "Backgrounds" }));
    await user.click(await screen.findByRole("button", { name: "Beach 2" }));
    expect(screen.getByRole("button", { name: "Beach 2" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect((await answer(onDone)).images.photo1?.background).toBe(uuidOf("b9", 2));
    expect(calls).toHaveLength(1);
  });

  it("has no Backgrounds tab when the job has none, nor for a field that disables them", async () => {
    const calls = mockFetch({ [`GET /api/webshop/green-screen-backgrounds/${jobUuid}`]: { body: [] } });
    const doc = anImageTemplate(1, { photo1: { disableBackground: false } });
    const green = aPicture(1, { greenscreen: true });
    renderScreen({ doc, instance: chosenInstance(doc, green), pictures: [green] });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(tabNames()).toEqual(["Image inbox", "Edit image"]));

    const closed = anImageTemplate();
    renderScreen({ doc: closed, instance: chosenInstance(closed, green), pictures: [green] });
    expect(calls).toHaveLength(1);
  });

  it("says so when the backgrounds cannot be loaded, and tries again", async () => {
    let attempts = 0;
    mockFetch({
      [`GET /api/webshop/green-screen-backgrounds/${jobUuid}`]: () => {
        attempts++;
        return attempts === 1
          ? { status: 404, body: { error: "No such job", code: "route_not_found" } }
          : { body: [background(1)] };
      },
    });
    const doc = anImageTemplate(1, { photo1: { disableBackground: false } });
    const green = aPicture(1, { greenscreen: true });
    const { user } = renderScreen({ doc, instance: chosenInstance(doc, green), pictures: [green] });
    await user.click(await screen.findByRole("tab", { name: "Backgrounds" }));
    expect(await screen.findByText("The backgrounds could not be loaded.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Beach 1" })).toBeInTheDocument();
  });

  it("asks 'Replace all pictures?' for a photo gift with more than 4 images and replaces every allowed one", async () => {
    const doc = anImageTemplate(5, { photo5: { allowed: { groupPicture: "only" } } });
    const { onDone, user } = renderScreen({ doc, instance: chosenInstance(doc) });
    await user.click(screen.getByRole("button", { name: "Picture id P-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace all pictures?" });
    await user.click(within(dialog).getByRole("button", { name: "Replace all" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    const next = await answer(onDone);
    expect(["photo1", "photo2", "photo3", "photo4"].map((id) => next.images[id]?.picture.uuid)).toEqual([
      "picture-2",
      "picture-2",
      "picture-2",
      "picture-2",
    ]);
    expect(next.images.photo5).toBeUndefined();
  });

  it("changes only this picture when the parent says so", async () => {
    const doc = anImageTemplate(5);
    const { onDone, user } = renderScreen({ doc, instance: chosenInstance(doc) });
    await user.click(screen.getByRole("button", { name: "Picture id P-1002" }));
    await user.click(await screen.findByRole("button", { name: "This picture only" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    const next = await answer(onDone);
    expect(next.images.photo1?.picture.uuid).toBe("picture-2");
    expect(next.images.photo2).toBeUndefined();
  });

  it("asks it in an item of a package of another mode, and not in one of mode 4, whose overview asks for all items", async () => {
    const doc = anImageTemplate(5);
    const asked = async (packageMode: number) => {
      const { user } = renderScreen({ doc, instance: chosenInstance(doc), packageMode });
      await user.click(screen.getByRole("button", { name: "Picture id P-1002" }));
      const found = await screen
        .findByRole("dialog", { name: "Replace all pictures?" }, { timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      cleanup();
      return found;
    };
    expect(await asked(2)).toBe(true);
    expect(await asked(4)).toBe(false);
  });

  it("does not ask when the parent chooses the picture the field had again", async () => {
    const doc = anImageTemplate(5);
    const { user } = renderScreen({ doc, instance: chosenInstance(doc) });
    await user.click(screen.getByRole("button", { name: "Picture id P-1002" }));
    await user.click(await screen.findByRole("button", { name: "This picture only" }));
    await user.click(screen.getByRole("button", { name: "Picture id P-1001" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("does not ask to replace all in cards", async () => {
    const doc = anImageTemplate(6, {}, "CARDS");
    const { user } = renderScreen({ doc, instance: chosenInstance(doc) });
    await user.click(screen.getByRole("button", { name: "Picture id P-1002" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the pinch hint once per session", () => {
    const doc = anImageTemplate();
    renderScreen({ doc, instance: chosenInstance(doc) });
    expect(
      screen.getByText("Move the picture with your finger. Pinch with two fingers to zoom in/out."),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(pinchHintKey)).toBe("1");
  });

  it("hides the pinch hint after 10 seconds", () => {
    vi.useFakeTimers();
    try {
      const doc = anImageTemplate();
      renderScreen({ doc, instance: chosenInstance(doc) });
      expect(screen.getByText(/Pinch with two fingers/)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(9_900));
      expect(screen.getByText(/Pinch with two fingers/)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText(/Pinch with two fingers/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("hides the pinch hint as soon as the parent moves or zooms the picture", async () => {
    const doc = anImageTemplate();
    const { user } = renderScreen({ doc, instance: chosenInstance(doc) });
    expect(screen.getByText(/Pinch with two fingers/)).toBeInTheDocument();
    screen.getByRole("application").focus();
    await user.keyboard("+");
    await waitFor(() => expect(screen.queryByText(/Pinch with two fingers/)).not.toBeInTheDocument());
  });

  it("does not show the pinch hint again in the same session, nor when zoom is disabled", () => {
    sessionStorage.setItem(pinchHintKey, "1");
    const doc = anImageTemplate();
    renderScreen({ doc, instance: chosenInstance(doc) });
    expect(screen.queryByText(/Pinch with two fingers/)).not.toBeInTheDocument();
  });

  it("leaves with Cancel without an answer", async () => {
    const { onCancel, onDone, user } = renderScreen();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("leaves with Escape as with Cancel, once", async () => {
    const { onCancel, onDone, user } = renderScreen();
    expect(screen.getByRole("heading", { name: "Image" })).toHaveFocus();
    await user.keyboard("{Escape}{Escape}");
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says so when the set has no pictures", () => {
    renderScreen({ pictures: [] });
    expect(screen.getByText("There are no pictures in this picture set.")).toBeInTheDocument();
  });
});
