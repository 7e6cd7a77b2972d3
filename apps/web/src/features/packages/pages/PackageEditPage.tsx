import { ErrorState } from "@shop/ui/ErrorState";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCreatePackage } from "../api/packages.ts";
import { PackageEditor, PackageLoading } from "../components/PackageEditor.tsx";
import { draftOfInstance } from "../package-draft.ts";

/**
 * /products/packages/:packageUuid (spec 02 § Packages): creates a package instance for the current picture set
 * (POST /api/webshop/packages/{uuid}, a mutation on mount: every call makes one) and opens its edit overview.
 * Another picture set (spec 02 §5) is a new instance.
 */
export function PackageEditPage() {
  const { t } = useTranslation();
  const { packageUuid = "" } = useParams();
  const current = useCurrentPictureSet();
  const create = useCreatePackage();
  const { mutate } = create;
  const asked = useRef<string | null>(null);
  const subjectUuid = current?.uuid ?? null;
  useEffect(() => {
    // Once per package and set, also under StrictMode's second effect.
    const key = `${packageUuid}/${subjectUuid ?? ""}`;
    if (asked.current === key) return;
    asked.current = key;
    mutate({ packageUuid, subjectUuid });
  }, [packageUuid, subjectUuid, mutate]);

  if (create.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <ErrorState
          message={errorText(create.error, t)}
          onRetry={() => mutate({ packageUuid, subjectUuid })}
        />
      </div>
    );
  }
  const instance = create.data?.package;
  if (create.isPending || !instance) return <PackageLoading />;
  return (
    <PackageEditor
      key={`${instance.uuid}/${instance.subject.uuid}`}
      initial={draftOfInstance(instance)}
      mode={{ kind: "create" }}
      prices={instance}
      onChangeSubject={
        instance.allowSubjectChange > 0 ? (uuid) => mutate({ packageUuid, subjectUuid: uuid }) : undefined
      }
    />
  );
}
