import { PageId } from "@shop/contracts/content";
import type { StudioPageResponse } from "@shop/contracts/studio-look";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { Checkbox } from "@shop/ui/Checkbox";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { lookErrorText } from "../api/look-errors.ts";
import { usePreview, useRemovePage, useSavePage } from "../api/pages.ts";
import { BodyField } from "./BodyField.tsx";

type Language = { tag: string; name: string };

/**
 * A content page's id (new pages only: it is its address), its title and body in each of the shop's languages, and
 * whether the side menu links to it. The body is HTML; the preview is what the server's sanitizer keeps of it, which
 * is what parents see.
 */
export function PageForm({
  languages,
  page,
}: {
  languages: readonly Language[];
  page: StudioPageResponse | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePage(page === null);
  const remove = useRemovePage();
  const preview = usePreview();
  const [id, setId] = useState(page?.id ?? "");
  const [title, setTitle] = useState<Record<string, string>>(page?.title ?? {});
  const [body, setBody] = useState<Record<string, string>>(page?.body ?? {});
  const [inMenu, setInMenu] = useState(page?.inMenu ?? true);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const idError =
    page === null && id !== "" && !PageId.safeParse(id).success ? t("look.pages.idInvalid") : undefined;
  const first = languages[0]?.tag ?? "en";
  const fileOnly = page?.settingsFileOnly ?? false;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      { id, title, body, inMenu },
      {
        onSuccess: (made) => {
          setSaved(true);
          if (page === null) void navigate(`/look/pages/${made.id}`, { replace: true });
        },
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4">
      {fileOnly && (
        <p role="note" className="rounded-lg border border-border bg-bg p-3 text-sm">
          {t("look.pages.fileOnlyNote")}
        </p>
      )}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t("look.pages.id")}
          hint={t("look.pages.idHint", { path: `/pages/${id || "…"}` })}
          value={id}
          readOnly={page !== null}
          required
          error={idError}
          onChange={(e) => setId(e.target.value.trim())}
        />
        {languages.map((language) => (
          <fieldset key={language.tag} className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-semibold">{language.name}</legend>
            <TextField
              label={t("look.pages.pageTitle", { language: language.name })}
              required={language.tag === first}
              value={title[language.tag] ?? ""}
              onChange={(e) => setTitle((all) => ({ ...all, [language.tag]: e.target.value }))}
            />
            <BodyField
              label={t("look.pages.body", { language: language.name })}
              hint={language.tag === first ? t("look.pages.bodyHint") : t("look.pages.bodyHintOther")}
              value={body[language.tag] ?? ""}
              onChange={(value) => setBody((all) => ({ ...all, [language.tag]: value }))}
            />
            <div>
              <Button
                variant="secondary"
                loading={preview.isPending && shown === language.tag}
                onClick={() => {
                  setShown(language.tag);
                  preview.mutate(body[language.tag] ?? "");
                }}
              >
                {t("look.pages.preview")}
              </Button>
            </div>
            {shown === language.tag && preview.data && (
              <section aria-label={t("look.pages.previewOf", { language: language.name })}>
                {/* The server's sanitizer made this HTML, the same that answers parents (content/sanitize.ts). */}
                <div
                  className="rounded-lg border border-border bg-surface p-3 [&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list
                  dangerouslySetInnerHTML={{ __html: preview.data.html }}
                />
              </section>
            )}
          </fieldset>
        ))}
        <Checkbox checked={inMenu} onCheckedChange={setInMenu} label={t("look.pages.showInMenu")} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={fileOnly || id === "" || idError !== undefined}
          >
            {t("look.pages.save")}
          </Button>
          {page !== null && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t("look.pages.remove")}
            </Button>
          )}
          {saved && !save.error && <p role="status">{t("look.pages.saved")}</p>}
        </div>
        {save.error && (
          <p role="alert" className="font-medium text-danger">
            {lookErrorText(save.error, t)}
          </p>
        )}
      </form>
      {page !== null && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("look.pages.removeTitle", { title: page.title[first] ?? page.id })}
          description={t("look.pages.removeText")}
          confirmLabel={t("look.pages.remove")}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate(page.id, { onSuccess: () => void navigate("/look/pages", { replace: true }) })
          }
        />
      )}
    </Card>
  );
}
