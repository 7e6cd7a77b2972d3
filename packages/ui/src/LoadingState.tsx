import { Spinner } from "./Spinner.tsx";

export function LoadingState({ text }: { text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center justify-center gap-3 py-12 text-muted"
    >
      <Spinner className="size-8 text-primary" />
      <span className={text ? "" : "sr-only"}>{text ?? "…"}</span>
    </div>
  );
}
