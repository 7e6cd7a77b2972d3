import type { PrintCrop } from "@shop/domain/print-size";
import { cx } from "@shop/ui/cx";

type Props = {
  src: string;
  picture: { width: number; height: number };
  crop: PrintCrop;
  alt: string;
  className?: string;
};

/** A picture shown as its print is cut: the crop fills a box of the crop's shape, the rest is outside it. */
export function CroppedPicture({ src, picture, crop, alt, className }: Props) {
  const aspect = (crop.width * picture.width) / (crop.height * picture.height);
  return (
    <div
      className={cx("relative overflow-hidden rounded-md bg-border shadow-sm", className)}
      style={{ aspectRatio: `${aspect}` }}
    >
      <img
        src={src}
        alt={alt}
        decoding="async"
        className="absolute max-w-none"
        style={{
          width: `${100 / crop.width}%`,
          height: `${100 / crop.height}%`,
          left: `${(-crop.x / crop.width) * 100}%`,
          top: `${(-crop.y / crop.height) * 100}%`,
        }}
      />
    </div>
  );
}
