import type { PageModule } from "@shop/contracts/content";
import { slideAfterSwipe, sliderDefaults } from "@shop/domain/content-pages";
import { cx } from "@shop/ui/cx";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { PageLink } from "./PageLink.tsx";

type SliderModule = Extract<PageModule, { type: "slider" }>;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Spec 01's slider: a slide shows for `duration` (5 s by default), the next fades in over 500 ms, a swipe of 20 px
 * or more moves one slide. It stops turning while the pointer or the focus is on it, when the visitor pauses it,
 * and from the start when the system asks for reduced motion.
 */
export function Slider({ module }: { module: SliderModule }) {
  const { t } = useTranslation();
  const slides = module.slides;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const startX = useRef<number | null>(null);
  const duration = module.duration ?? sliderDefaults.durationMs;

  useEffect(() => {
    if (paused || hovered || slides.length < 2) return;
    const timer = window.setTimeout(() => setCurrent((c) => (c + 1) % slides.length), duration);
    return () => window.clearTimeout(timer);
  }, [paused, hovered, slides.length, duration]);

  if (slides.length === 0) return null;
  const go = (delta: number) => setCurrent((c) => (c + delta + slides.length) % slides.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("pages.slider")}
      className="relative overflow-hidden rounded-xl bg-text text-white"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onPointerDown={(e) => {
        startX.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (startX.current === null) return;
        const dx = e.clientX - startX.current;
        startX.current = null;
        setCurrent((c) => slideAfterSwipe(c, slides.length, dx));
      }}
      style={{ touchAction: "pan-y" }}
    >
      <div className="relative min-h-64 sm:min-h-80">
        {slides.map((slide, i) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; their order is the page's.
            key={i}
            aria-roledescription="slide"
            aria-label={t("pages.slideOf", { n: i + 1, count: slides.length })}
            aria-hidden={i !== current}
            inert={i !== current}
            className={cx(
              "absolute inset-0 flex flex-col justify-end gap-2 bg-cover bg-center p-5 sm:p-8",
              i === current ? "visible opacity-100" : "pointer-events-none invisible opacity-0",
            )}
            style={{
              // The leaving slide fades out, then is hidden (so it is neither seen nor read); the coming one shows at once.
              transition:
                i === current
                  ? `opacity ${sliderDefaults.fadeMs}ms ease-in-out, visibility 0s`
                  : `opacity ${sliderDefaults.fadeMs}ms ease-in-out, visibility 0s linear ${sliderDefaults.fadeMs}ms`,
              backgroundImage: slide.background
                ? `linear-gradient(to top, rgb(0 0 0 / 0.65), rgb(0 0 0 / 0.1)), url(${JSON.stringify(slide.background)})`
                : undefined,
            }}
          >
            {slide.title && <h2 className="text-2xl font-bold sm:text-3xl">{slide.title}</h2>}
            {slide.text && <p className="max-w-prose text-base">{slide.text}</p>}
            {slide.buttonText && slide.link && (
              <PageLink
                href={slide.link}
                className="mt-1 inline-flex min-h-11 w-fit items-center rounded-lg bg-primary px-4 font-semibold text-white hover:opacity-90"
              >
                {slide.buttonText}
              </PageLink>
            )}
          </section>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="absolute top-2 right-2 flex gap-1">
          <SliderButton label={t("pages.previousSlide")} onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </SliderButton>
          <SliderButton
            label={paused ? t("pages.playSlides") : t("pages.pauseSlides")}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
          </SliderButton>
          <SliderButton label={t("pages.nextSlide")} onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </SliderButton>
        </div>
      )}
    </section>
  );
}

function SliderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      onPointerDown={(e) => e.stopPropagation()}
      onPointerUp={(e) => e.stopPropagation()}
      className="flex size-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}
