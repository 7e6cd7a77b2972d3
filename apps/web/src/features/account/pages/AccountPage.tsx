import { Images, Plus, Receipt } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { AccountMenuLink } from "../components/AccountMenuLink.tsx";

/**
 * /my-account: the account menu. Only items whose pages exist are listed; change password, contact
 * information, cancel picture packages and communication join as their issues land.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data?.user;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("account.title")}>
        {user && <p className="text-muted">{t("account.signedInAs", { email: user.emailAddress })}</p>}
      </PageHeader>
      <nav aria-label={t("account.title")}>
        <ul className="flex flex-col gap-3">
          <AccountMenuLink
            to="/my-account/picture-sets"
            icon={Images}
            label={t("account.myPictureSets")}
            text={t("account.myPictureSetsText")}
          />
          <AccountMenuLink
            to="/my-account/add-picture-set"
            icon={Plus}
            label={t("account.addPictureSet")}
            text={t("account.addPictureSetText")}
          />
          <AccountMenuLink
            to="/my-account/orders"
            icon={Receipt}
            label={t("account.orderHistory")}
            text={t("account.orderHistoryText")}
          />
        </ul>
      </nav>
    </div>
  );
}
