import { cx } from "@shop/ui/cx";
import { useState } from "react";

/**
 * A picture that may take a moment to come (a filled preview the server makes on its first request): the
 * placeholder, a small picture of the child, shows at once in its place until it has loaded, and stays should it
 * fail. Both are decoration beside the text that names them (alt="").
 */
export function PreviewImage({
  src,
  placeholder,
  className,
  first = false,
}: {
  src: string;
  placeholder: string | null;
  /** The picture's fit inside the box that holds it (the box gives the size). */
  className?: string;
  /**
   * The page's first picture, likely its largest paint on a phone: asked for at once and before the page's other
   * pictures, not once the browser has laid the page out (lazy) at low priority.
   */
  first?: boolean;
}) {
  const priority = first
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy" } as const);
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <span className="relative block size-full">
      {placeholder && loaded !== src && (
        <img
          src={placeholder}
          alt=""
          data-testid="preview-placeholder"
          className="absolute inset-0 size-full object-cover"
          decoding="async"
          {...(first ? { fetchPriority: "high" } : {})}
        />
      )}
      <img
        src={src}
        alt=""
        width={640}
        height={480}
        onLoad={() => setLoaded(src)}
        className={cx("relative size-full", className)}
        {...priority}
        decoding="async"
      />
    </span>
  );
}
