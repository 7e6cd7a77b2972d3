import { fontFamilies } from "@shop/domain/template-text";
import type { TextChoice } from "@shop/render/template";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TextScreenProps } from "../types.ts";
import { TextScreen } from "./TextScreen.tsx";
import { aTextTemplate, type TextFieldOptions } from "./test-factories.ts";

const fonts = vi.hoisted(() => ({ loaded: new Set<string>(), failing: new Set<string>() }));

vi.mock("@shop/ui/template-fonts", () => ({
  loadFont: vi.fn(async (family: string) => {
    if (fonts.failing.has(family)) throw new Error(`no ${family}`);
    fonts.loaded.add(family);
    return { family, url: `/fonts/${family}.woff2`, ascent: 0.8 };
  }),
  isFontLoaded: (family: string) => fonts.loaded.has(family),
  renderFonts: () => ({}),
}));

// A deterministic measure: a character is 0.2 mm wide per point, twice that in Pacifico (a wider face).
vi.mock("@shop/ui/template-measure", () => ({
  browserMeasure: (text: string, family: string, sizePt: number) =>
    text.length * sizePt * (family === "Pacifico" ? 0.4 : 0.2),
}));

beforeEach(() => {
  fonts.loaded.clear();
  fonts.failing.clear();
});

function renderScreen(choice: TextChoice, field: TextFieldOptions = {}, fieldId = "greeting") {
  const props: TextScreenProps = {
    doc: aTextTemplate(field),
    fieldId,
    choice,
    onCancel: vi.fn(),
    onDone: vi.fn(),
  };
  render(<TextScreen {...props} />);
  return props;
}

/** The screen answers 300 ms after Done or Cancel (and sizes 200 ms after the slider): room for a busy machine. */
const settle = { timeout: 3000 };

/** The editing screen is shown: past the font's loading state (which has the same heading), its toolbar is there. */
async function screenReady() {
  await screen.findByRole("button", { name: "Color" }, settle);
  return screen.getByRole("heading", { name: "Edit text" });
}

function sizeShown() {
  return Number(screen.getByRole("img").getAttribute("data-size-pt"));
}

describe("the text screen", () => {
  it("shows the main toolbar: Enter text, Font, Align text, Font size, Color", async () => {
    renderScreen({ text: "Emma" });
    await screenReady();
    const toolbar = screen.getByRole("group", { name: "Text tools" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Enter text", "Font", "Align text", "Font size", "Color"]);
    expect(screen.getByRole("img", { name: "Preview: Emma" })).toBeInTheDocument();
  });

  it("opens each sub-toolbar and goes back to the button that opened it", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "Emma" });
    await screenReady();
    for (const [button, group] of [
      ["Font", "Font"],
      ["Align text", "Align text"],
      ["Font size", undefined],
      ["Color", "Color"],
    ] as const) {
      await user.click(screen.getByRole("button", { name: button }));
      if (group === undefined) expect(screen.getByRole("slider", { name: "Font size" })).toHaveFocus();
      else
        expect(
          within(screen.getByRole("group", { name: group })).getAllByRole("button").length,
        ).toBeGreaterThan(1);
      expect(screen.queryByRole("group", { name: "Text tools" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Back to the text tools" }));
      expect(screen.getByRole("button", { name: button })).toHaveFocus();
    }
  });

  it("Enter text puts the cursor in the text input", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "Emma" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Enter text" }));
    expect(screen.getByRole("textbox", { name: "Enter text" })).toHaveFocus();
  });

  it("an empty text focuses the input on open", async () => {
    renderScreen({ text: "" });
    await screenReady();
    expect(screen.getByRole("textbox", { name: "Enter text" })).toHaveFocus();
    expect(screen.getByRole("img", { name: "Preview: no text yet" })).toBeInTheDocument();
  });

  it("a text that is there does not take the focus on open: the screen's heading has it, and Tab leads on", async () => {
    renderScreen({ text: "Emma" });
    await screenReady();
    expect(screen.getByRole("textbox", { name: "Enter text" })).not.toHaveFocus();
    expect(screen.getByRole("heading", { name: "Edit text" })).toHaveFocus();
  });

  it("Done answers the trimmed text with the font settings, 300 ms later", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "" }, { family: "Lora", size: 30, color: "#123456", align: "center" });
    await screenReady();
    await user.type(screen.getByRole("textbox", { name: "Enter text" }), "   Emma Hansen  ");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(props.onDone).not.toHaveBeenCalled();
    await waitFor(
      () =>
        expect(props.onDone).toHaveBeenCalledWith({
          text: "Emma Hansen",
          family: "Lora",
          size: 30,
          color: "#123456",
          align: "center",
        }),
      settle,
    );
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it("leaving the text input stores the trimmed text and recalculates its size", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "", size: 30 });
    await screenReady();
    const input = screen.getByRole("textbox", { name: "Enter text" });
    // 'Happy birthday to you' is 21 characters: 100 mm holds 23 pt.
    await user.type(input, "  Happy birthday to you ");
    expect(sizeShown()).toBe(23);
    await user.tab();
    expect(input).toHaveValue("Happy birthday to you");
    await user.click(screen.getByRole("button", { name: "Font size" }));
    expect(screen.getByRole("slider", { name: "Font size" })).toHaveValue("23");
  });

  it("Enter does not start a second line in a one-line field", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "" }, { maxLines: 1 });
    await screenReady();
    await user.keyboard("Emma{Enter}Ola");
    expect(screen.getByRole("textbox", { name: "Enter text" })).toHaveValue("EmmaOla");
  });

  it("Enter starts a new line in a field of several lines", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "" }, { maxLines: 2, height: 40 });
    await screenReady();
    await user.keyboard("Emma{Enter}Ola");
    expect(screen.getByRole("textbox", { name: "Enter text" })).toHaveValue("Emma\nOla");
    expect(screen.getByRole("img", { name: "Preview: Emma Ola" })).toBeInTheDocument();
    expect(screen.getByTestId("preview-text").querySelectorAll("tspan")).toHaveLength(2);
  });

  it("aligns the text, the chosen alignment pressed", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma" }, { align: "center" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Align text" }));
    expect(screen.getByRole("button", { name: "Center" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Right" }));
    expect(screen.getByRole("button", { name: "Right" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Center" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("preview-text")).toHaveAttribute("text-anchor", "end");
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(
      () => expect(props.onDone).toHaveBeenCalledWith(expect.objectContaining({ align: "right" })),
      settle,
    );
  });

  it("offers the palette's 10 colours and the template's own, each named", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma" }, { color: "#123456" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Color" }));
    const swatches = within(screen.getByRole("group", { name: "Color" })).getAllByRole("button");
    expect(swatches.map((swatch) => swatch.getAttribute("aria-label"))).toEqual([
      "Black",
      "White",
      "Red",
      "Blue",
      "Yellow",
      "Purple",
      "Green",
      "Light yellow",
      "Pink",
      "Violet-blue",
      "The template's color",
    ]);
    expect(screen.getByRole("button", { name: "The template's color" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Red" }));
    expect(screen.getByTestId("preview-text")).toHaveAttribute("fill", "#d32f2f");
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(
      () => expect(props.onDone).toHaveBeenCalledWith(expect.objectContaining({ color: "#d32f2f" })),
      settle,
    );
  });

  it("offers the palette alone when the template's colour is one of it", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "Emma" }, { color: "#D32F2F" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Color" }));
    expect(within(screen.getByRole("group", { name: "Color" })).getAllByRole("button")).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Red" })).toHaveAttribute("aria-pressed", "true");
  });

  it("lists the 15 fonts, each in its own face once loaded, and loads them when the list opens", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "Emma" }, { family: "Lora" });
    await screenReady();
    expect([...fonts.loaded]).toEqual(["Lora"]);
    await user.click(screen.getByRole("button", { name: "Font" }));
    const list = screen.getByRole("group", { name: "Font" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([...fontFamilies]);
    await waitFor(() => expect(fonts.loaded.size).toBe(15), settle);
    expect(within(list).getByRole("button", { name: "Pacifico" })).toHaveStyle({
      fontFamily: "'Pacifico', sans-serif",
    });
    expect(within(list).getByRole("button", { name: "Lora" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows a family that does not load in the fallback face", async () => {
    const user = userEvent.setup();
    fonts.failing.add("Tourney");
    renderScreen({ text: "Emma" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Font" }));
    await waitFor(() => expect(fonts.loaded.size).toBe(14), settle);
    expect(screen.getByRole("button", { name: "Tourney" }).getAttribute("style")).toBeNull();
  });

  it("changing the font keeps the size when the text still fits", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma", size: 40 }, { size: 20 });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Font" }));
    await user.click(screen.getByRole("button", { name: "Pacifico" }));
    expect(screen.getByRole("button", { name: "Pacifico" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(
      () =>
        expect(props.onDone).toHaveBeenCalledWith(expect.objectContaining({ family: "Pacifico", size: 40 })),
      settle,
    );
  });

  it("changing the font resets the size to the template default if the text would not fit", async () => {
    const user = userEvent.setup();
    // 'Happy birthday' at 30 pt: 84 mm in Lora, 168 mm in Pacifico; at the template's 16 pt Pacifico is 89.6 mm.
    const props = renderScreen({ text: "Happy birthday", size: 30 }, { family: "Lora", size: 16 });
    await screenReady();
    expect(sizeShown()).toBe(30);
    await user.click(screen.getByRole("button", { name: "Font" }));
    await user.click(screen.getByRole("button", { name: "Pacifico" }));
    await waitFor(() => expect(sizeShown()).toBe(16), settle);
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(
      () =>
        expect(props.onDone).toHaveBeenCalledWith(expect.objectContaining({ family: "Pacifico", size: 16 })),
      settle,
    );
  });

  it("on open, reduces the size step by step until the text fits", async () => {
    const user = userEvent.setup();
    // 'Happy birthday' is 14 characters: the 100 mm field holds 35 pt.
    renderScreen({ text: "Happy birthday", size: 60 });
    await screenReady();
    expect(sizeShown()).toBe(35);
    await user.click(screen.getByRole("button", { name: "Font size" }));
    expect(screen.getByRole("slider", { name: "Font size" })).toHaveValue("35");
  });

  it("takes a size that fits 200 ms after the slider stops", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Happy birthday", size: 20 });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Font size" }));
    const slider = screen.getByRole("slider", { name: "Font size" });
    fireEvent.change(slider, { target: { value: "33" } });
    expect(screen.getByText("33 pt")).toBeInTheDocument();
    expect(sizeShown()).toBe(20);
    await waitFor(() => expect(sizeShown()).toBe(33), settle);
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(
      () => expect(props.onDone).toHaveBeenCalledWith(expect.objectContaining({ size: 33 })),
      settle,
    );
  });

  it("rejects a size that makes the text wider than its field and keeps the previous one", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "Happy birthday", size: 20 });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Font size" }));
    const slider = screen.getByRole("slider", { name: "Font size" });
    fireEvent.change(slider, { target: { value: "50" } });
    await screen.findByText("The text does not fit at 50 pt; the size stays 20 pt.", {}, settle);
    expect(slider).toHaveValue("20");
    expect(sizeShown()).toBe(20);
  });

  it("a slider moved on before 200 ms have passed takes the last size", async () => {
    const user = userEvent.setup();
    renderScreen({ text: "Emma", size: 20 });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Font size" }));
    const slider = screen.getByRole("slider", { name: "Font size" });
    fireEvent.change(slider, { target: { value: "21" } });
    fireEvent.change(slider, { target: { value: "22" } });
    await waitFor(() => expect(sizeShown()).toBe(22), settle);
  });

  it("Cancel without changes leaves without asking", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(props.onCancel).toHaveBeenCalled(), settle);
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it("Cancel with changes asks first; Continue editing stays", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma" });
    await screenReady();
    await user.type(screen.getByRole("textbox", { name: "Enter text" }), " Hansen");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Do you want to abort without saving the changes?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Continue editing" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Enter text" })).toHaveValue("Emma Hansen");
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it("Cancel with changes asks first; Close without saving leaves without an answer", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Color" }));
    await user.click(screen.getByRole("button", { name: "Pink" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Close without saving" }));
    await waitFor(() => expect(props.onCancel).toHaveBeenCalled(), settle);
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it("Escape cancels through the same confirmation", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma" });
    await screenReady();
    await user.click(screen.getByRole("button", { name: "Align text" }));
    await user.click(screen.getByRole("button", { name: "Left" }));
    await user.keyboard("{Escape}");
    const dialog = await screen.findByRole("alertdialog");
    // The dialog's own Escape closes it and the editing goes on.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), settle);
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it("Escape without changes leaves", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Emma" });
    await screenReady();
    await user.click(screen.getByRole("textbox", { name: "Enter text" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(props.onCancel).toHaveBeenCalled(), settle);
  });

  it("does not offer a fixed text", async () => {
    const user = userEvent.setup();
    const props = renderScreen({ text: "Changed" }, {}, "credit");
    expect(await screen.findByText("This text cannot be changed.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(props.onCancel).toHaveBeenCalled();
  });

  it("waits for the field's font before it measures, and offers to try again when it does not load", async () => {
    const user = userEvent.setup();
    fonts.failing.add("Lora");
    renderScreen({ text: "Emma" }, { family: "Lora" });
    expect(await screen.findByText("The font could not be loaded.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    fonts.failing.delete("Lora");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Enter text" })).toBeInTheDocument();
  });
});
