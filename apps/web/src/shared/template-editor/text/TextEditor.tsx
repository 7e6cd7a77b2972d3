import { type FontFamily, textColourChoices } from "@shop/domain/template-text";
import type { TextChoice, TextField } from "@shop/render/template";
import {
  acceptSize,
  clampFontSize,
  type Measure,
  sizeAfterFontChange,
  sizeOnOpen,
  textBoxOf,
} from "@shop/render/text-fit";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { Dialog } from "@shop/ui/Dialog";
import { IconButton } from "@shop/ui/IconButton";
import { loadFont } from "@shop/ui/template-fonts";
import { ArrowLeft } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { belowHeaderBar, belowHeaderScreen } from "../screen-layout.ts";
import { AlignToolbar } from "./AlignToolbar.tsx";
import { ColorToolbar } from "./ColorToolbar.tsx";
import { FontToolbar } from "./FontToolbar.tsx";
import { MainToolbar, type SubToolbar } from "./MainToolbar.tsx";
import { SizeToolbar } from "./SizeToolbar.tsx";
import { TextPreview } from "./TextPreview.tsx";
import { isChanged, openingDraft, savedChoice, type TextDraft } from "./text-draft.ts";

/** Spec 02 §5 and §9: the size follows the slider 200 ms after its last move. */
export const sizeDebounceMs = 200;
/** Spec 02 §4 and §9: a short delay (300 ms) precedes leaving the text screen. */
export const leaveDelayMs = 300;

export interface TextEditorProps {
  readonly field: TextField;
  readonly background: string;
  readonly choice: TextChoice;
  readonly measure: Measure;
  readonly onCancel: () => void;
  readonly onDone: (choice: TextChoice) => void;
}

const subToolbarTitles: Record<SubToolbar, string> = {
  "font-family": "editor.text.font",
  "text-align": "editor.text.align",
  "text-size": "editor.text.size",
  "text-color": "editor.text.color",
};

/** The text screen once its field and font are there: the preview, the input and the toolbars (spec 02 §2, §4, §5). */
export function TextEditor({ field, background, choice, measure, onCancel, onDone }: TextEditorProps) {
  const { t } = useTranslation();
  const box = textBoxOf(field);
  const [opening] = useState(() => openingDraft(field, choice, measure));
  const [draft, setDraft] = useState(opening);
  const [toolbar, setToolbar] = useState<"main" | SubToolbar>("main");
  const [sliderValue, setSliderValue] = useState(opening.size);
  const [notice, setNotice] = useState("");
  const [pendingFamily, setPendingFamily] = useState<FontFamily | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Timers and the font load answer after a render: they read and write the latest draft here.
  const latest = useRef(opening);
  const pendingSize = useRef<number | null>(null);
  const sizeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const subRef = useRef<HTMLDivElement>(null);
  const opener = useRef<SubToolbar | null>(null);
  const inputId = useId();
  const titleId = useId();

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(sizeTimer.current);
      clearTimeout(leaveTimer.current);
    };
  }, []);

  // Spec 02 §4: an empty text focuses the input on open. Any other text focuses the screen's heading, as the image
  // screen does: a keyboard or screen-reader user starts on the screen (Tab reaches the text next), and a phone does
  // not raise its keyboard over the design unasked.
  useEffect(() => {
    if (opening.text.trim() === "") inputRef.current?.focus();
    else headingRef.current?.focus();
  }, [opening]);

  // The focus follows the toolbars: into a sub-toolbar's chosen (or first) control, back to the button that opened it.
  useEffect(() => {
    if (toolbar === "main") {
      if (opener.current !== null) {
        mainRef.current?.querySelector<HTMLElement>(`[data-toolbar="${opener.current}"]`)?.focus();
        opener.current = null;
      }
      return;
    }
    const content = subRef.current?.querySelector("[data-content]");
    const target =
      content?.querySelector<HTMLElement>('[aria-pressed="true"]') ??
      content?.querySelector<HTMLElement>("button, input");
    target?.focus();
  }, [toolbar]);

  function update(next: TextDraft) {
    latest.current = next;
    setDraft(next);
  }

  /** Spec 02 §5: a size the text does not fit at is rejected and the previous one kept. */
  function applySize(value: number): TextDraft {
    const current = latest.current;
    const size = acceptSize(current.text, current.family, current.size, value, box, measure);
    const next = { ...current, size };
    update(next);
    setSliderValue(size);
    setNotice(
      size === clampFontSize(value)
        ? ""
        : t("editor.text.sizeRejected", { size: clampFontSize(value), previous: size }),
    );
    return next;
  }

  function onSliderInput(value: number) {
    setSliderValue(value);
    pendingSize.current = value;
    clearTimeout(sizeTimer.current);
    sizeTimer.current = setTimeout(() => {
      pendingSize.current = null;
      applySize(value);
    }, sizeDebounceMs);
  }

  /** A slider move still waiting for its 200 ms counts when the parent leaves. */
  function flushSize(): TextDraft {
    if (pendingSize.current === null) return latest.current;
    clearTimeout(sizeTimer.current);
    const value = pendingSize.current;
    pendingSize.current = null;
    return applySize(value);
  }

  /** Spec 02 §4: on leaving the input the trimmed text is stored and its lines recalculated. */
  function onTextBlur() {
    const current = latest.current;
    const text = current.text.trim();
    const size = sizeOnOpen(text, current.family, current.size, box, measure);
    update({ ...current, text, size });
    setSliderValue(size);
  }

  function chooseFamily(family: FontFamily) {
    if (family === latest.current.family || pendingFamily !== null) return;
    setPendingFamily(family);
    setNotice("");
    loadFont(family).then(
      () => {
        if (!alive.current) return;
        const current = latest.current;
        // Spec 02 §5: changing the font resets the size to the template default if the text would not fit.
        const size = sizeAfterFontChange(current.text, family, current.size, field.font.size, box, measure);
        update({ ...current, family, size });
        setSliderValue(size);
        setPendingFamily(null);
      },
      () => {
        if (!alive.current) return;
        setPendingFamily(null);
        setNotice(t("editor.text.fontError"));
      },
    );
  }

  function leave(then: () => void) {
    setLeaving(true);
    leaveTimer.current = setTimeout(then, leaveDelayMs);
  }

  function cancel() {
    if (leaving) return;
    const current = flushSize();
    if (isChanged(current, opening)) setConfirmOpen(true);
    else leave(onCancel);
  }

  function done() {
    if (leaving || pendingFamily !== null) return;
    const saved = savedChoice(flushSize(), field, measure);
    update({ ...latest.current, text: saved.text, size: saved.size ?? latest.current.size });
    leave(() => onDone(saved));
  }

  function openToolbar(next: SubToolbar) {
    opener.current = next;
    setToolbar(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The confirmation's own Escape closes it (Continue editing); the screen's asks it.
    if (event.key !== "Escape" || confirmOpen || event.defaultPrevented) return;
    event.preventDefault();
    cancel();
  }

  return (
    <section
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cx("flex w-full flex-col bg-bg", belowHeaderScreen)}
    >
      <header
        className={cx(
          belowHeaderBar,
          "flex items-center justify-between gap-2 border-b border-border bg-surface px-2 py-2 sm:px-4",
        )}
      >
        <Button variant="ghost" onClick={cancel} disabled={leaving}>
          {t("editor.text.cancel")}
        </Button>
        <h2 ref={headingRef} tabIndex={-1} id={titleId} className="truncate text-lg font-bold">
          {t("editor.text.title")}
        </h2>
        <Button onClick={done} disabled={leaving || pendingFamily !== null}>
          {t("editor.text.done")}
        </Button>
      </header>

      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-4">
        <TextPreview field={field} background={background} draft={draft} measure={measure} />
        <p role="status" className="min-h-5 text-center text-sm text-muted">
          {notice}
        </p>
      </div>

      <div className="border-t border-border bg-surface px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
          {toolbar === "main" ? (
            <div ref={mainRef} className="flex flex-col gap-2">
              <label htmlFor={inputId} className="sr-only">
                {t("editor.text.enterText")}
              </label>
              <textarea
                id={inputId}
                ref={inputRef}
                value={draft.text}
                maxLength={2000}
                rows={Math.min(Math.max(field.maxLines, 1), 3)}
                placeholder={t("editor.text.enterText")}
                disabled={leaving}
                onChange={(event) => update({ ...latest.current, text: event.currentTarget.value })}
                onBlur={onTextBlur}
                onKeyDown={(event) => {
                  // A one-line field has no room for a second line: Enter does not start one.
                  if (event.key === "Enter" && field.maxLines === 1) event.preventDefault();
                }}
                className="w-full resize-none rounded-lg border border-border bg-surface px-3 py-2 text-base"
              />
              <MainToolbar
                disabled={leaving}
                onEnterText={() => {
                  const input = inputRef.current;
                  input?.focus();
                  input?.setSelectionRange(input.value.length, input.value.length);
                }}
                onOpen={openToolbar}
              />
            </div>
          ) : (
            <div ref={subRef} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <IconButton aria-label={t("editor.text.back")} onClick={() => setToolbar("main")}>
                  <ArrowLeft aria-hidden="true" className="size-5" />
                </IconButton>
                <h3 className="text-base font-semibold">{t(subToolbarTitles[toolbar])}</h3>
              </div>
              <div data-content="" className="pb-1">
                {toolbar === "text-align" && (
                  <AlignToolbar
                    align={draft.align}
                    onChange={(align) => update({ ...latest.current, align })}
                  />
                )}
                {toolbar === "text-size" && <SizeToolbar value={sliderValue} onInput={onSliderInput} />}
                {toolbar === "font-family" && (
                  <FontToolbar family={draft.family} pending={pendingFamily} onChange={chooseFamily} />
                )}
                {toolbar === "text-color" && (
                  <ColorToolbar
                    colours={textColourChoices(field.font.color)}
                    color={draft.color}
                    onChange={(color) => update({ ...latest.current, color })}
                  />
                )}
              </div>
            </div>
          )}
        </div>
      </div>

      <Dialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t("editor.text.abortQuestion")}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
              {t("editor.text.continueEditing")}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmOpen(false);
                leave(onCancel);
              }}
            >
              {t("editor.text.closeWithoutSaving")}
            </Button>
          </>
        }
      />
    </section>
  );
}
