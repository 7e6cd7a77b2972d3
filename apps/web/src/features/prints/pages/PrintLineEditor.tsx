import type { OrderLine } from "@shop/contracts/cart";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { cartLinePath } from "../../../lib/queries/cart.ts";
import { usePrintOffers } from "../../../lib/queries/print-offers.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { useUpdatePrintLine } from "../api.ts";
import { PrintFlow, PrintPage } from "../components/PrintFlow.tsx";
import { printPictureOfLine } from "../editor-picture.ts";

/** /shopping-cart/edit/:orderLineUuid of a print line: its size and crop again, with 'Update cart'. */
export function PrintLineEditor({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  useDocumentTitle(t("prints.editTitle"));
  const navigate = useNavigate();
  const offers = usePrintOffers();
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const update = useUpdatePrintLine(line.uuid);
  const header = (
    <PageHeader
      title={t("prints.editTitle")}
      back={{ to: "/shopping-cart", label: t("prints.backToCart") }}
    />
  );
  const print = line.print;
  if (!print) return <PrintPage header={header}>{<ErrorState message={t("common.errorText")} />}</PrintPage>;
  if (offers.isPending)
    return <PrintPage header={header}>{<LoadingState text={t("common.loading")} />}</PrintPage>;
  if (offers.isError)
    return (
      <PrintPage header={header}>
        <ErrorState message={errorText(offers.error, t)} onRetry={() => void offers.refetch()} />
      </PrintPage>
    );
  return (
    <PrintFlow
      picture={printPictureOfLine(print, line.digitalFiles[0]?.thumbnail, "")}
      offers={offers.data}
      currency={currency}
      initial={{ productUuid: print.productUuid, crop: print.crop }}
      submitLabel={t("prints.updateCart")}
      submitting={update.isPending}
      error={update.isError ? errorText(update.error, t) : null}
      header={header}
      onSubmit={(choice) =>
        update.mutate(choice, { onSuccess: () => navigate(cartLinePath(line.uuid), { replace: true }) })
      }
    />
  );
}
