import type { StudioSettingsBody, StudioSettingsResult } from "@shop/contracts/studio-settings";
import { Card } from "@shop/ui/Card";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { PreviewAndApply } from "./PreviewAndApply.tsx";

/** Import: a settings file chosen on the computer, previewed (its problems by path, or its changes), then applied. */
export function ImportFile() {
  const { t } = useTranslation();
  const id = useId();
  const [document, setDocument] = useState<Record<string, unknown> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<StudioSettingsResult | null>(null);
  const body = useMemo<StudioSettingsBody | null>(() => (document ? { file: document } : null), [document]);

  async function choose(file: File | undefined) {
    setResult(null);
    setDocument(null);
    setProblem(null);
    if (!file) return;
    try {
      const parsed: unknown = JSON.parse((await file.text()).replace(/^\uFEFF/, ""));
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
        throw new Error("not an object");
      setDocument(parsed as Record<string, unknown>);
    } catch {
      setProblem(t("settings.notJson"));
    }
  }

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t("settings.importTitle")}</h2>
      <p className="text-muted">{t("settings.importText")}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t("settings.chooseFile")}
        </label>
        <input
          id={id}
          type="file"
          accept="application/json,.json"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      {problem && (
        <p role="alert" className="font-medium text-danger">
          {problem}
        </p>
      )}
      {body && <PreviewAndApply body={body} result={result} onResult={setResult} />}
    </Card>
  );
}
