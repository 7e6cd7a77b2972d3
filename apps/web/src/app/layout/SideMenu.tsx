import type { MenuItem } from "@shop/contracts/content";
import { cx } from "@shop/ui/cx";
import { Dialog } from "@shop/ui/Dialog";
import { Check, ExternalLink, Monitor } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { openConsentNotice } from "../../lib/consent.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { chooseLanguage } from "../../lib/language.ts";
import { useMe } from "../../lib/queries/me.ts";
import { useSettings } from "../../lib/queries/settings.ts";
import { LazyShareDialog } from "../../shared/sharing/LazyShareDialog.tsx";
import { menuItemLabel, visibleMenuItems } from "./menu-items.ts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };
type OpenDialog = "share-picture-sets" | null;

const rowClass =
  "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-base hover:bg-primary/10";

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1 border-t border-border pt-3 first:border-t-0 first:pt-0">
      {title && <h2 className="px-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>}
      {children}
    </section>
  );
}

export function SideMenu({ open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const me = useMe();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const signedIn = !!me.data?.user;
  const close = () => onOpenChange(false);
  const openDialog = (name: OpenDialog) => {
    close();
    setDialog(name);
  };

  const languages = settings.data?.webshop.locale.languages ?? [];
  const defaultLang = settings.data?.webshop.locale.default_language ?? "en";
  const items = visibleMenuItems(settings.data?.menu ?? [], signedIn);

  // The menu closes so the visitor sees the whole page change language at once.
  const onLanguage = (lang: string) => {
    close();
    chooseLanguage(lang).catch(async () => (await import("sonner")).toast.error(t("menu.languageFailed")));
  };

  const renderItem = (item: MenuItem) => {
    const label = menuItemLabel(item, i18n.language, defaultLang);
    switch (item.type) {
      case "internal":
        return (
          <Link key={item.id} to={item.target} className={rowClass} onClick={close}>
            {label}
          </Link>
        );
      case "external":
        return (
          <a key={item.id} href={item.target} target="_blank" rel="noopener noreferrer" className={rowClass}>
            {label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("common.opensInNewWindow")}</span>
          </a>
        );
      case "modal":
        return (
          <button
            key={item.id}
            type="button"
            className={rowClass}
            onClick={() => openDialog("share-picture-sets")}
          >
            {label}
          </button>
        );
      case "cookie_settings":
        return (
          <button
            key={item.id}
            type="button"
            className={rowClass}
            onClick={() => {
              close();
              openConsentNotice();
            }}
          >
            {label}
          </button>
        );
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={t("menu.title")} variant="sheet">
        <nav aria-label={t("menu.title")} className="flex flex-col gap-3">
          {languages.length > 1 && (
            <Section title={t("menu.language")}>
              <ul className="flex flex-col gap-1">
                {languages.map((lang) => {
                  const active = i18n.language === lang.long;
                  return (
                    <li key={lang.long}>
                      <button
                        type="button"
                        lang={lang.long}
                        aria-pressed={active}
                        onClick={() => onLanguage(lang.long)}
                        className={cx(rowClass, active && "font-semibold text-primary")}
                      >
                        <span className="flex-1">{lang.name}</span>
                        {active && <Check aria-hidden="true" className="size-5" />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </Section>
          )}
          {items.length > 0 && <Section>{items.map(renderItem)}</Section>}
          <Section>
            <Link to="/contact-us" className={rowClass} onClick={close}>
              {t("menu.contactUs")}
            </Link>
            {settings.data?.webshop.hasPrivacyPolicy && (
              <Link to="/privacy-policy" className={rowClass} onClick={close}>
                {t("menu.privacyPolicy")}
              </Link>
            )}
            {settings.data?.page.desktopVersionUrl && (
              <a href={settings.data.page.desktopVersionUrl} className={rowClass}>
                <Monitor aria-hidden="true" className="size-5" />
                {t("menu.desktopVersion")}
              </a>
            )}
          </Section>
        </nav>
      </Dialog>
      <LazyShareDialog
        open={dialog === "share-picture-sets"}
        onOpenChange={(o) => setDialog(o ? dialog : null)}
      />
    </>
  );
}
