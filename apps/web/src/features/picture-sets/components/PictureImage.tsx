import type { Picture } from "@shop/contracts/picture-sets";
import type { ComponentProps } from "react";
import { thumbnailSrcSet, pictureWidths as widths } from "../picture-sources.ts";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  picture: Picture;
  size: "thumbnail" | "preview";
  alt: string;
  /** The caller's class gives a fixed frame (e.g. aspect-4/5 object-cover), so the picture's own ratio is not set. */
  crop?: boolean;
  /**
   * How wide the thumbnail is drawn; with it the browser may take the 640 preview on a dense screen (the same URL
   * the viewer opens, so it is then already loaded).
   */
  sizes?: string;
  /** A picture in the first screen: fetched at once and before the others, as it is the page's largest paint. */
  priority?: boolean;
};

/** A picture at the size the server makes, with its aspect ratio reserved before it loads (no layout shift). */
export function PictureImage({
  picture,
  size,
  alt,
  className,
  crop = false,
  sizes,
  priority = false,
  loading,
  ...rest
}: Props) {
  const { width, height } = picture.dimensions;
  const w = widths[size];
  const h = width > 0 ? Math.round((w * height) / width) : w;
  const srcSet = size === "thumbnail" && sizes !== undefined ? thumbnailSrcSet(picture) : undefined;
  return (
    <img
      src={picture.urls[size]}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      width={w}
      height={h}
      alt={alt}
      loading={loading ?? (priority ? "eager" : "lazy")}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      draggable={false}
      className={className}
      style={crop ? undefined : { aspectRatio: `${w} / ${h}` }}
      {...rest}
    />
  );
}
