import { Button } from "@shop/ui/Button";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAddBackgrounds, useGreenScreen } from "../api/green-screen.ts";

/** Backgrounds of one call, as the server takes them (studioBackgroundLimits). */
const filesPerCall = 5;

/**
 * The job's green screen: the backgrounds it offers (the first offered first) with a way to add more, as the command
 * `job backgrounds` adds them, and which of its pictures have a mask and so can be put on them.
 */
export function GreenScreen({ jobUuid }: { jobUuid: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const state = useGreenScreen(jobUuid);
  const add = useAddBackgrounds(jobUuid);
  const [files, setFiles] = useState<File[]>([]);
  const tooMany = files.length > filesPerCall;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || tooMany) return;
    add.mutate(files, {
      onSuccess: () => {
        setFiles([]);
        if (input.current) input.current.value = "";
      },
    });
  };
  return (
    <section aria-labelledby="green-screen-heading" className="flex flex-col gap-3">
      <h2 id="green-screen-heading" className="text-xl font-bold">
        {t("greenScreen.title")}
      </h2>
      {state.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : state.isError ? (
        <ErrorState message={state.error.message} onRetry={() => void state.refetch()} />
      ) : (
        <>
          <h3 className="font-semibold">{t("greenScreen.backgrounds")}</h3>
          {state.data.backgrounds.length === 0 ? (
            <p className="text-muted">{t("greenScreen.noBackgrounds")}</p>
          ) : (
            <ol className="list-decimal pl-6">
              {state.data.backgrounds.map((b) => (
                <li key={b.uuid}>
                  {b.name}
                  {b.isDefault && <span className="text-muted"> · {t("greenScreen.offeredFirst")}</span>}
                </li>
              ))}
            </ol>
          )}
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={inputId} className="text-sm font-semibold">
                {t("greenScreen.pick")}
              </label>
              <input
                ref={input}
                id={inputId}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/tiff,image/avif"
                onChange={(e) => setFiles([...(e.target.files ?? [])])}
                className="text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:font-semibold"
              />
            </div>
            <Button type="submit" loading={add.isPending} disabled={files.length === 0 || tooMany}>
              {t("greenScreen.add")}
            </Button>
          </form>
          <div aria-live="polite">
            {tooMany && <p className="text-danger">{t("greenScreen.tooMany", { count: filesPerCall })}</p>}
            {add.isSuccess && (
              <p className="text-success">{t("greenScreen.added", { count: add.data.added })}</p>
            )}
            {add.isError && (
              <p role="alert" className="text-danger">
                {add.error.message}
              </p>
            )}
          </div>
          <h3 className="font-semibold">{t("greenScreen.pictures")}</h3>
          {state.data.pictures.length === 0 ? (
            <p className="text-muted">{t("greenScreen.noPictures")}</p>
          ) : (
            <details className="rounded-xl border border-border bg-surface">
              <summary className="min-h-11 cursor-pointer px-3 py-2">
                {t("greenScreen.pictureCount", { count: state.data.pictures.length })}
              </summary>
              <ul>
                {state.data.pictures.map((p) => (
                  <li
                    key={p.uuid}
                    className="flex flex-wrap justify-between gap-3 border-t border-border px-3 py-2"
                  >
                    <span>
                      {p.subjectName}
                      {p.group !== null && <span className="text-muted"> · {p.group}</span>}
                    </span>
                    {p.sourceName !== null && <span className="text-muted">{p.sourceName}</span>}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}
