import { IconButton } from "@shop/ui/IconButton";
import { Spinner } from "@shop/ui/Spinner";
import { TicketPercent, X } from "lucide-react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRemoveRebateCode } from "../../../lib/queries/cart.ts";
import { toast } from "../../../lib/toast.ts";

/** The voucher the cart holds, with a way to take it off again. */
export function VoucherNote({ code, description }: { code: string; description: string }) {
  const { t } = useTranslation();
  const remove = useRemoveRebateCode();
  return (
    <div className="flex items-center gap-3 rounded-lg border border-dashed border-primary/50 bg-primary/5 px-3 py-1">
      <TicketPercent aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="flex min-w-0 flex-1 flex-col text-sm">
        <span className="font-semibold">{t("cart.voucher", { code })}</span>
        {description && <span className="text-muted">{description}</span>}
      </p>
      <IconButton
        aria-label={t("cart.removeVoucher", { code })}
        disabled={remove.isPending}
        onClick={() => remove.mutate(undefined, { onError: (err) => toast.error(errorText(err, t)) })}
      >
        {remove.isPending ? <Spinner className="size-4" /> : <X aria-hidden="true" className="size-5" />}
      </IconButton>
    </div>
  );
}
