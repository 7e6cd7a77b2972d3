import type { Picture } from "@shop/contracts/picture-sets";
import { PictureTile } from "./PictureTile.tsx";

type Props = {
  pictures: readonly Picture[];
  altFor: (picture: Picture) => string;
  onOpen: (index: number) => void;
  onToggle: (picture: Picture) => void;
};

/** Pictures in the set's own order with their hearts: marking one does not move it while the user chooses. */
export function FavoritesGrid({ pictures, altFor, onOpen, onToggle }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {pictures.map((picture, index) => (
        <PictureTile
          key={picture.uuid}
          picture={picture}
          alt={altFor(picture)}
          details={false}
          onOpen={() => onOpen(index)}
          onToggleFavorite={() => onToggle(picture)}
        />
      ))}
    </ul>
  );
}
