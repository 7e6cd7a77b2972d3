import { cx } from "@shop/ui/cx";
import { useState } from "react";
import { imagePriority } from "./image-priority.ts";

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
  /** The page's first picture, likely its largest paint on a phone (image-priority.ts). */
  first?: boolean;
}) {
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
        {...imagePriority(first)}
        decoding="async"
      />
    </span>
  );
}
