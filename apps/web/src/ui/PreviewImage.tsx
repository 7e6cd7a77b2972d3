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
}: {
  src: string;
  placeholder: string | null;
  /** The picture's fit inside the box that holds it (the box gives the size). */
  className?: string;
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
        />
      )}
      <img
        src={src}
        alt=""
        width={640}
        height={480}
        onLoad={() => setLoaded(src)}
        className={cx("relative size-full", className)}
        loading="lazy"
        decoding="async"
      />
    </span>
  );
}
