import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { cartLinePath } from "../../../lib/queries/cart.ts";
import { usePictureSet } from "../../../lib/queries/picture-set.ts";
import { usePrintOffers } from "../../../lib/queries/print-offers.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { useAddPrint } from "../api.ts";
import { PrintFlow, PrintPage } from "../components/PrintFlow.tsx";
import { printPictureOf } from "../editor-picture.ts";

/** /prints/:pictureSetUuid/:pictureUuid — 'Order a print' of a picture: size, crop, add to cart. */
export function OrderPrintPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("prints.title"));
  const navigate = useNavigate();
  const { pictureSetUuid = "", pictureUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  const offers = usePrintOffers();
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const add = useAddPrint();
  const back = { to: `/my-account/picture-sets/${pictureSetUuid}`, label: t("prints.backToPictures") };
  const header = <PageHeader title={t("prints.title")} back={back} />;

  let body: ReactNode;
  if (set.isPending || offers.isPending) body = <LoadingState text={t("common.loading")} />;
  else if (set.isError || offers.isError)
    body = (
      <ErrorState
        message={errorText(set.error ?? offers.error, t)}
        onRetry={() => void Promise.all([set.refetch(), offers.refetch()])}
      />
    );
  else {
    const picture = set.data.pictures.find((p) => p.uuid === pictureUuid);
    if (!picture) body = <EmptyState icon={ImageOff} text={t("prints.pictureMissing")} link={back} />;
    else if (offers.data.length === 0)
      body = <EmptyState icon={ImageOff} text={t("prints.none")} link={back} />;
    else
      return (
        <PrintFlow
          picture={printPictureOf(picture)}
          offers={offers.data}
          currency={currency}
          initial={null}
          submitLabel={t("prints.addToCart")}
          submitting={add.isPending}
          error={add.isError ? errorText(add.error, t) : null}
          header={header}
          onSubmit={({ productUuid, crop }) =>
            add.mutate(
              { productUuid, pictureUuid, crop },
              { onSuccess: ({ orderLineUuid }) => navigate(cartLinePath(orderLineUuid)) },
            )
          }
        />
      );
  }
  return <PrintPage header={header}>{body}</PrintPage>;
}
