import type { Picture } from "@shop/contracts/picture-sets";
import { PictureTile } from "./PictureTile.tsx";
import { pictureGridClass, priorityTiles } from "./picture-grid.ts";

type Props = {
  pictures: readonly Picture[];
  altFor: (picture: Picture) => string;
  onOpen: (index: number) => void;
  onToggle: (picture: Picture) => void;
};

/** Pictures in the set's own order with their hearts: marking one does not move it while the user chooses. */
export function FavoritesGrid({ pictures, altFor, onOpen, onToggle }: Props) {
  return (
    <ul className={pictureGridClass}>
      {pictures.map((picture, index) => (
        <PictureTile
          key={picture.uuid}
          picture={picture}
          alt={altFor(picture)}
          details={false}
          priority={index < priorityTiles}
          onOpen={() => onOpen(index)}
          onToggleFavorite={() => onToggle(picture)}
        />
      ))}
    </ul>
  );
}
