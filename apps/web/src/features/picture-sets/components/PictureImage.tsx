import type { Picture } from "@shop/contracts/picture-sets";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"img">, "src" | "width" | "height"> & {
  picture: Picture;
  size: "thumbnail" | "preview";
  alt: string;
  /** The caller's class gives a fixed frame (e.g. aspect-4/5 object-cover), so the picture's own ratio is not set. */
  crop?: boolean;
};

const widths = { thumbnail: 320, preview: 640 } as const;

/** A picture at the size the server makes, with its aspect ratio reserved before it loads (no layout shift). */
export function PictureImage({
  picture,
  size,
  alt,
  className,
  crop = false,
  loading = "lazy",
  ...rest
}: Props) {
  const { width, height } = picture.dimensions;
  const w = widths[size];
  const h = width > 0 ? Math.round((w * height) / width) : w;
  return (
    <img
      src={picture.urls[size]}
      width={w}
      height={h}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      className={className}
      style={crop ? undefined : { aspectRatio: `${w} / ${h}` }}
      {...rest}
    />
  );
}
