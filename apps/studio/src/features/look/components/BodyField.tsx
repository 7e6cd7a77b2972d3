import { useId } from "react";

/** The page's HTML, typed as it is (the allow-list of the preview says what stays). */
export function BodyField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        rows={8}
        spellCheck
        className="w-full rounded-lg border border-border bg-surface px-3 py-2 font-mono text-sm text-text focus:border-primary"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
