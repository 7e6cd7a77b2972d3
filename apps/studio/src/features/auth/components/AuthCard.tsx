import { Card } from "@shop/ui/Card";
import type { ReactNode } from "react";
import { LanguageSwitch } from "../../../app/LanguageSwitch.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** The pages before a session (sign-in, set-up): one card in the middle, the language in reach. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4">
      <p className="text-lg font-bold">{t("layout.title")}</p>
      <Card className="flex w-full max-w-md flex-col gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </Card>
      <LanguageSwitch />
    </main>
  );
}
