import { type StaffRole, staffRoles } from "@shop/contracts/studio";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInvite } from "../api/members.ts";

/** The owner invites a member: the mail carries a one-time link to choose a password (15 minutes). */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const roleId = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("staff");
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { name, email, role },
      {
        onSuccess: () => {
          setSentTo(email);
          setName("");
          setEmail("");
        },
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{t("staff.invite")}</h2>
      <form
        className="grid gap-3 sm:grid-cols-2 sm:items-end xl:grid-cols-[1fr_1fr_auto_auto]"
        onSubmit={submit}
      >
        <TextField label={t("staff.name")} required value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label={t("staff.email")}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-semibold">
            {t("staff.role")}
          </label>
          <Select id={roleId} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" loading={invite.isPending}>
          {t("staff.send")}
        </Button>
      </form>
      {invite.error && (
        <p role="alert" className="font-medium text-danger">
          {invite.error.message}
        </p>
      )}
      {sentTo && !invite.error && <p role="status">{t("staff.sent", { email: sentTo })}</p>}
    </Card>
  );
}
