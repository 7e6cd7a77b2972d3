import type { PictureSet } from "@shop/contracts/picture-sets";
import { nameCorrectionLimits, validateNameCorrection } from "@shop/domain/picture-set-editing";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { LinkButton } from "@shop/ui/LinkButton";
import { TextField } from "@shop/ui/TextField";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { ApiError, errorText } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePictureSet } from "../../../lib/queries/picture-set.ts";
import { useCorrectSubject } from "../api/subject-correction.ts";
import { PictureSetScaffold } from "../components/PictureSetScaffold.tsx";

const listPath = "/my-account/picture-sets";

/**
 * /my-account/picture-sets/:pictureSetUuid/edit — 'View and edit picture set' (spec 01 §2.6; decision 0035): the
 * parent corrects the child's name and group as they will be printed, until the job's deadline.
 */
export function PictureSetEditPage() {
  const { t } = useTranslation();
  const { pictureSetUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  return (
    <PictureSetScaffold
      query={set}
      title={t("pictureSetEdit.title")}
      back={{ to: listPath, label: t("pictureSetEdit.backToList") }}
      subtitle={(data) => (
        <p className="text-muted">
          {data.job.name} · {data.year}
        </p>
      )}
    >
      {(data) => (
        <div className="flex max-w-xl flex-col gap-4">
          <Card>
            {data.isEditable ? (
              <EditForm set={data} />
            ) : (
              <div className="flex flex-col items-start gap-3">
                <p role="alert">{t("pictureSetEdit.notEditable")}</p>
                <LinkButton to={`${listPath}/${data.uuid}`} variant="secondary">
                  {t("pictureSetEdit.view")}
                </LinkButton>
              </div>
            )}
          </Card>
        </div>
      )}
    </PictureSetScaffold>
  );
}

type Field = "name" | "group";

/** The field a refused correction names (SubjectCorrectionError's `field`), to mark it. */
function refusedField(error: unknown): Field | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const field = (error.body as { field?: unknown }).field;
  return field === "name" || field === "group" ? field : null;
}

function EditForm({ set }: { set: PictureSet }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: set.subject.name, group: set.subject.group ?? "" });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const save = useCorrectSubject(set.uuid);
  const problems = validateNameCorrection(values);
  const valid = Object.keys(problems).length === 0;
  const serverField = refusedField(save.error);

  if (save.isSuccess) return <Saved setUuid={set.uuid} name={save.data.subject.name} />;

  const problemText = (field: Field): string | null => {
    const problem = problems[field];
    if (!problem || !touched[field]) return null;
    return problem === "required"
      ? t("validation.required")
      : t("pictureSetEdit.tooLong", { max: nameCorrectionLimits[field] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, group: true });
    if (!valid || save.isPending) return;
    save.mutate(values);
  };

  const deadline = set.job.nameCorrectionDeadline;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>{t("pictureSetEdit.intro")}</p>
      {deadline && (
        <p className="text-sm text-muted">{t("pictureSetEdit.deadline", { date: formatDate(deadline) })}</p>
      )}
      {(["name", "group"] as const).map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`pictureSetEdit.${field}`)}
          hint={field === "group" ? t("pictureSetEdit.groupHint") : undefined}
          autoComplete="off"
          value={values[field]}
          required={field === "name"}
          onChange={(e) => {
            setValues((v) => ({ ...v, [field]: e.target.value }));
            if (save.isError) save.reset();
          }}
          onBlur={() => setTouched((v) => ({ ...v, [field]: true }))}
          error={problemText(field)}
          invalid={serverField === field}
        />
      ))}
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error, t)}
        </p>
      )}
      <Button type="submit" disabled={!valid} loading={save.isPending} className="self-start">
        {t("pictureSetEdit.save")}
      </Button>
    </form>
  );
}

/** The success state: the heading takes the focus so it is read out; the way back to the list and to the set. */
function Saved({ setUuid, name }: { setUuid: string; name: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t("pictureSetEdit.saved")}
      </h2>
      <p>{t("pictureSetEdit.savedText", { name })}</p>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={listPath}>{t("pictureSetEdit.backToList")}</LinkButton>
        <LinkButton to={`${listPath}/${setUuid}`} variant="secondary">
          {t("pictureSetEdit.view")}
        </LinkButton>
      </div>
    </div>
  );
}
