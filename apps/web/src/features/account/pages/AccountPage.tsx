import { type AccountMenuItem, visibleAccountMenu } from "@shop/domain/menu";
import { PageHeader } from "@shop/ui/PageHeader";
import { useQuery } from "@tanstack/react-query";
import {
  Bell,
  Images,
  KeyRound,
  type LucideIcon,
  PackageX,
  Plus,
  Receipt,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { accountDataQuery } from "../api.ts";
import { AccountMenuLink } from "../components/AccountMenuLink.tsx";

const menuLinks: Record<AccountMenuItem, { to: string; icon: LucideIcon; label: string; text: string }> = {
  changePassword: {
    to: "/my-account/change-password",
    icon: KeyRound,
    label: "account.changePassword",
    text: "account.changePasswordText",
  },
  contactInfo: {
    to: "/my-account/contact-info",
    icon: UserRound,
    label: "account.contactInfo",
    text: "account.contactInfoText",
  },
  pictureSets: {
    to: "/my-account/picture-sets",
    icon: Images,
    label: "account.myPictureSets",
    text: "account.myPictureSetsText",
  },
  orders: {
    to: "/my-account/orders",
    icon: Receipt,
    label: "account.orderHistory",
    text: "account.orderHistoryText",
  },
  cancelPicturePackages: {
    to: "/my-account/cancel-picture-packages",
    icon: PackageX,
    label: "account.cancelPackages",
    text: "account.cancelPackagesText",
  },
  communication: {
    to: "/my-account/communication",
    icon: Bell,
    label: "account.communication",
    text: "account.communicationText",
  },
  yourData: {
    to: "/my-account/privacy",
    icon: ShieldCheck,
    label: "account.yourData",
    text: "account.yourDataText",
  },
};

/**
 * /my-account: the account menu of spec 01 §2.6 (the rule in packages/domain menu.ts). 'Cancel picture packages'
 * appears once the account data says the user has package-for-inspection subjects; until then, or if that call
 * fails, the other items show.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const accountData = useQuery(accountDataQuery);
  const user = me.data?.user;
  const items = visibleAccountMenu(accountData.data?.packageForInspectionSubjects.length ?? 0);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("account.title")}>
        {user && <p className="text-muted">{t("account.signedInAs", { email: user.emailAddress })}</p>}
      </PageHeader>
      <nav aria-label={t("account.title")}>
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const link = menuLinks[item];
            return (
              <AccountMenuLink
                key={item}
                to={link.to}
                icon={link.icon}
                label={t(link.label)}
                text={t(link.text)}
              />
            );
          })}
          <AccountMenuLink
            to="/my-account/add-picture-set"
            icon={Plus}
            label={t("account.addPictureSet")}
            text={t("account.addPictureSetText")}
          />
        </ul>
      </nav>
    </div>
  );
}
