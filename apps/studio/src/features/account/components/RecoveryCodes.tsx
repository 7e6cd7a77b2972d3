import { useTranslation } from "../../../lib/i18n.ts";

/** The recovery codes, shown this once: each opens one sign-in when the phone is lost. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold">
        {t("account.totpDone")}
      </p>
      <p>{t("account.recoveryIntro")}</p>
      <ul aria-label={t("account.recoveryCodes")} className="grid gap-1 font-mono sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
