import {
  type StudioSettingsBody,
  type StudioSettingsResult,
  settingsFileMaxChars,
} from "@shop/contracts/studio-settings";
import { Card } from "@shop/ui/Card";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { PreviewAndApply } from "./PreviewAndApply.tsx";

/** Import: a settings file chosen on the computer, previewed (its problems by path, or its changes), then applied. */
export function ImportFile() {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<StudioSettingsResult | null>(null);
  const body = useMemo<StudioSettingsBody | null>(() => (text === null ? null : { file: text }), [text]);

  async function choose(file: File | undefined) {
    setResult(null);
    setText(null);
    setProblem(null);
    if (!file) return;
    // The server reads the file as `settings apply` does and names each problem; only a file too large stops here.
    if (file.size > settingsFileMaxChars) setProblem(t("settings.tooLarge"));
    else setText(await file.text());
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
