import { jobTypes } from "@shop/domain/job-type";
import { Button } from "@shop/ui/Button";
import { PageHeader } from "@shop/ui/PageHeader";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCreateImport } from "../api/imports.ts";

/**
 * A new job, or more of a job (a re-import, by its name: its codes stay): the name and type first, then the files on
 * the import's own page, whose address survives a reload.
 */
export function NewImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [name, setName] = useState(search.get("name") ?? "");
  const [type, setType] = useState<(typeof jobTypes)[number]>("school");
  const create = useCreateImport();
  const typeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, type },
      { onSuccess: (batch) => navigate(`../import/${batch.uuid}`, { relative: "path" }) },
    );
  };
  return (
    <>
      <PageHeader title={t("imports.newTitle")} back={{ to: "..", label: t("jobs.title") }}>
        <p className="text-muted">{t("imports.newIntro")}</p>
      </PageHeader>
      <form onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <TextField
          label={t("imports.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-semibold">
            {t("imports.type")}
          </label>
          <Select id={typeId} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
            {jobTypes.map((jobType) => (
              <option key={jobType} value={jobType}>
                {t(`jobs.types.${jobType}`)}
              </option>
            ))}
          </Select>
        </div>
        {create.isError && (
          <p role="alert" className="text-danger">
            {create.error.message}
          </p>
        )}
        <div>
          <Button type="submit" loading={create.isPending}>
            {t("imports.next")}
          </Button>
        </div>
      </form>
    </>
  );
}
