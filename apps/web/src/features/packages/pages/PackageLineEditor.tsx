import type { OrderLine } from "@shop/contracts/cart";
import { packageLimits } from "@shop/domain/limits";
import type { PictureType } from "@shop/domain/picture-type";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pictureSetQuery } from "../../../lib/queries/picture-set.ts";
import { usePackageOffers } from "../api/packages.ts";
import { PackageEditor } from "../components/PackageEditor.tsx";
import { draftOfLine } from "../package-draft.ts";

/**
 * A package line of the cart at /shopping-cart/edit/{orderLineUuid} (spec 02 § Shopping cart, line type 200): the
 * package edit overview filled from the line, with 'Update package in cart'.
 */
export function PackageLineEditor({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const subjectUuid = line.subjects[0]?.uuid ?? "";
  const pictureSet = useQuery({ ...pictureSetQuery(subjectUuid), enabled: subjectUuid !== "" });
  // The price as the package's card shows it now, which is what the cart charges for the line.
  const offers = usePackageOffers(subjectUuid === "" ? null : subjectUuid);
  const offer = offers.data?.packages.find((o) => o.uuid === line.package?.uuid) ?? null;
  if (pictureSet.isError) {
    return <ErrorState message={errorText(pictureSet.error, t)} onRetry={() => void pictureSet.refetch()} />;
  }
  // The offer (its price and mode) is read beside the set; without it the overview shows no price and asks no
  // package replace-all, and the line can still be updated.
  if (!pictureSet.data || offers.isPending) return <LoadingState text={t("common.loading")} />;
  const pictures = pictureSet.data.pictures;
  // Spec 02 §9: the digital set shows at most 3 non-group pictures of the set.
  const digitalPictures = (type: PictureType) =>
    pictures
      .filter((p) => p.pictureType === type && !p.groupPicture)
      .slice(0, packageLimits.digitalSetPreviewMax)
      .map((p) => ({ uuid: p.uuid, thumbnail: p.urls.thumbnail }));
  const draft = draftOfLine(line, digitalPictures, offer?.allowSubjectChange ?? 0);
  if (!draft) return <ErrorState message={t("editor.noOrderLine")} />;
  return (
    <PackageEditor
      key={line.uuid}
      initial={draft}
      mode={{ kind: "update", orderLineUuid: line.uuid }}
      prices={offer}
    />
  );
}
