import type { StudioOrderResponse } from "@shop/contracts/studio-orders";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderSection } from "./OrderSection.tsx";

/** Who ordered; the link to the parent's support page only for a role that may open it. */
export function ParentSection({
  parent,
  supportLink,
}: {
  parent: StudioOrderResponse["parent"];
  supportLink: boolean;
}) {
  const { t } = useTranslation();
  return (
    <OrderSection title={t("orders.order.parent")} empty={parent ? null : t("orders.list.deletedAccount")}>
      {parent && (
        <>
          {parent.name && <p>{parent.name}</p>}
          <p className="break-all">{parent.email}</p>
          {supportLink && (
            <Link to={`/support/parents/${parent.uuid}`} className="text-primary hover:underline">
              {t("orders.order.supportPage")}
            </Link>
          )}
        </>
      )}
    </OrderSection>
  );
}
