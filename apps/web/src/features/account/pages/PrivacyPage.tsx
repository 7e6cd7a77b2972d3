import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { TextField } from "@shop/ui/TextField";
import { Download, Trash2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { toast } from "../../../lib/toast.ts";
import { useDataExport, useDeleteAccount } from "../api.ts";

/** What the page says the shop holds, each a line of the list (yourData.holds.<key>). */
const heldData = ["profile", "pictureSets", "favorites", "orders", "invites", "uploads"] as const;

/**
 * /my-account/privacy, 'Your data' (issue 13, decision 0034): what the shop holds about the parent, the download of
 * all of it as a zip, and deleting the account with the password again. After the deletion the parent is signed out
 * and lands on the front page with a message.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data?.user;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("yourData.title")} back={{ to: "/my-account", label: t("account.title") }} />
      {me.isPending ? (
        <LoadingState />
      ) : me.isError || !user ? (
        <ErrorState message={errorText(me.error, t)} onRetry={() => void me.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <Card className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{t("yourData.holdsTitle")}</h2>
            <p>{t("yourData.holdsIntro", { email: user.emailAddress })}</p>
            <ul className="list-disc space-y-1 pl-5">
              {heldData.map((key) => (
                <li key={key}>{t(`yourData.holds.${key}`)}</li>
              ))}
            </ul>
          </Card>
          <DownloadCard />
          <DeleteCard />
        </div>
      )}
    </div>
  );
}

function DownloadCard() {
  const { t } = useTranslation();
  const download = useDataExport();
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t("yourData.downloadTitle")}</h2>
      <p>{t("yourData.downloadText")}</p>
      {download.isError && (
        <p role="alert" className="text-danger">
          {t("yourData.downloadFailed", { reason: errorText(download.error, t) })}
        </p>
      )}
      {download.isSuccess && (
        <p role="status" className="text-muted">
          {t("yourData.downloadDone")}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {!download.isPending && <Download aria-hidden="true" className="size-5" />}
        {download.isPending ? t("yourData.downloading") : t("yourData.download")}
      </Button>
    </Card>
  );
}

function DeleteCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const passwordRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteAccount(() => navigate("/"));

  const open = () => {
    setConfirming(true);
    // The field is there on the next paint; focus goes to it so the keyboard continues where the step is.
    requestAnimationFrame(() => passwordRef.current?.focus());
  };
  const cancel = () => {
    setConfirming(false);
    setPassword("");
    remove.reset();
    requestAnimationFrame(() => startRef.current?.focus());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === "" || remove.isPending) return;
    remove.mutate(
      { password },
      { onSuccess: () => toast.success(t("yourData.deleted"), { duration: 10_000 }) },
    );
  };

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t("yourData.deleteTitle")}</h2>
      <p>{t("yourData.deleteText")}</p>
      <p>{t("yourData.deleteOrders")}</p>
      {confirming ? (
        <form
          onSubmit={submit}
          noValidate
          aria-label={t("yourData.confirmTitle")}
          className="flex flex-col gap-4 rounded-lg border border-danger/40 bg-danger/5 p-4"
        >
          <h3 className="font-semibold">{t("yourData.confirmTitle")}</h3>
          <p>{t("yourData.confirmText")}</p>
          <TextField
            ref={passwordRef}
            label={t("yourData.password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              remove.reset();
            }}
            error={remove.isError ? errorText(remove.error, t) : null}
            required
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={password === ""} loading={remove.isPending}>
              {t("yourData.confirmDelete")}
            </Button>
            <Button variant="ghost" onClick={cancel} disabled={remove.isPending}>
              {t("yourData.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <Button ref={startRef} variant="danger" className="self-start" onClick={open}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t("yourData.delete")}
        </Button>
      )}
    </Card>
  );
}
