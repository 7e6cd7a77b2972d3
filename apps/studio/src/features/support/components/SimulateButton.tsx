import { Button } from "@shop/ui/Button";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSimulateParent } from "../api/support.ts";

/**
 * Opens the shop as the parent: the same one-time link as `user simulate`, in a tab of its own, where its page asks
 * before it signs that tab in (decision 0033).
 */
export function SimulateButton({ userUuid }: { userUuid: string }) {
  const { t } = useTranslation();
  const simulate = useSimulateParent(userUuid);
  return (
    <div className="flex flex-col gap-1">
      <Button
        loading={simulate.isPending}
        onClick={() => {
          // The tab is opened by the click itself (a popup blocker allows that), then sent to the link.
          const tab = window.open("about:blank", "_blank");
          simulate.mutate(undefined, {
            onSuccess: (link) => {
              if (tab) tab.location.href = link.url;
              else window.location.href = link.url;
            },
            onError: () => tab?.close(),
          });
        }}
      >
        {t("support.simulate")}
      </Button>
      {simulate.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {simulate.error.message}
        </p>
      )}
    </div>
  );
}
