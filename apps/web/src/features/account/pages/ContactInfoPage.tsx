import type { User } from "@shop/contracts/account";
import { type ContactField, type ContactInfo, checkContactInfo } from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { useUpdateContactInfo } from "../api.ts";
import { SuccessView } from "../components/SuccessView.tsx";

type Values = Required<ContactInfo>;

function initialValues(user: User): Values {
  return {
    name: user.name ?? "",
    address: user.address.address ?? "",
    address2: user.address.address2 ?? "",
    postal_code: user.address.postalCode ?? "",
    city: user.address.city ?? "",
    mobile: user.mobilePhone ?? "",
  };
}

const fieldSetup: Record<ContactField, { label: string; autoComplete: string; type?: string }> = {
  name: { label: "account.name", autoComplete: "name" },
  address: { label: "account.address", autoComplete: "address-line1" },
  address2: { label: "account.address2", autoComplete: "address-line2" },
  postal_code: { label: "account.postalCode", autoComplete: "postal-code" },
  city: { label: "account.city", autoComplete: "address-level2" },
  mobile: { label: "account.mobile", autoComplete: "tel", type: "tel" },
};

/** /my-account/contact-info: the form starts from the user's stored profile. */
export function ContactInfoPage() {
  const { t } = useTranslation();
  const me = useMe();
  const settings = useSettings();
  const user = me.data?.user;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("account.contactInfo")} back={{ to: "/my-account", label: t("account.title") }} />
      <Card>
        {me.isPending || settings.isPending ? (
          <LoadingState text={t("common.loading")} />
        ) : me.isError || settings.isError || !user ? (
          <ErrorState
            message={errorText(me.error ?? settings.error, t)}
            onRetry={() => {
              void me.refetch();
              void settings.refetch();
            }}
          />
        ) : (
          <ContactForm user={user} gatherAddress2={settings.data.portal.options.gatherAddress2} />
        )}
      </Card>
    </div>
  );
}

function ContactForm({ user, gatherAddress2 }: { user: User; gatherAddress2: boolean }) {
  const { t } = useTranslation();
  const [initial] = useState<Values>(() => initialValues(user));
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const update = useUpdateContactInfo();
  const problems = checkContactInfo(values);
  const valid = Object.keys(problems).length === 0;
  const fields: ContactField[] = [
    "name",
    "address",
    ...(gatherAddress2 ? ["address2" as const] : []),
    "postal_code",
    "city",
    "mobile",
  ];

  if (update.isSuccess) return <SuccessView title={t("account.contactSaved")} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || update.isPending) return;
    const { address2, ...rest } = values;
    update.mutate(gatherAddress2 ? { ...rest, address2 } : rest);
  };

  // A problem shows once its field was left, or at once when the stored profile already has it (an account without a
  // mobile number): 'Save' is never disabled without the reason in sight.
  const shown = (field: ContactField) =>
    problems[field] !== undefined && (touched[field] === true || values[field] === initial[field]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("account.contactOptional")}</p>
      {fields.map((field) => {
        const setup = fieldSetup[field];
        const problem = problems[field];
        return (
          <TextField
            key={field}
            name={field}
            label={t(setup.label)}
            type={setup.type ?? "text"}
            autoComplete={setup.autoComplete}
            value={values[field]}
            required={field === "mobile"}
            onChange={(e) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              update.reset();
            }}
            onBlur={() => setTouched((v) => ({ ...v, [field]: true }))}
            error={shown(field) && problem ? t(`validation.${problem}`) : null}
          />
        );
      })}
      {update.isError && (
        <p role="alert" className="text-danger">
          {errorText(update.error, t)}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          disabled={!valid}
          loading={update.isPending}
          aria-describedby={valid ? undefined : "contact-save-needs"}
          className="self-start"
        >
          {t("account.save")}
        </Button>
        {!valid && (
          <p id="contact-save-needs" className="text-sm text-muted">
            {t("account.contactSaveNeeds")}
          </p>
        )}
      </div>
    </form>
  );
}
