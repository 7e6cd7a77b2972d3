import { type PictureType, pictureTypes } from "@shop/domain/picture-type";
import type { TemplateElement } from "@shop/render/template";
import { Select } from "@shop/ui/Select";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { PictureRules } from "../model/commands.ts";

type ImageField = Extract<TemplateElement, { kind: "image" }>;

const groupChoices = ["any", "only", "never"] as const;

/**
 * Which pictures a picture field takes (spec 02 §5 'Image allowed'): the kinds of picture, class and group pictures,
 * the parent's own uploads, and whether a green-screen picture's background may be changed in it. The last kind
 * checked cannot be unchecked: a field takes at least one.
 */
export function PictureRulesFields({
  field,
  onChange,
}: {
  field: ImageField;
  onChange: (rules: Partial<PictureRules>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const types = field.allowed.pictureTypes;
  const toggle = (type: PictureType, on: boolean) =>
    onChange({ pictureTypes: pictureTypes.filter((p) => (p === type ? on : types.includes(p))) });
  const check = "flex min-h-11 items-center gap-2";
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold">{t("templateEditor.field.pictures")}</legend>
      {pictureTypes.map((type) => (
        <label key={type} className={check}>
          <input
            type="checkbox"
            checked={types.includes(type)}
            disabled={types.length === 1 && types.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
          />
          {t(`templateEditor.field.pictureType_${type}`)}
        </label>
      ))}
      <label htmlFor={`${id}-group`} className="mt-1 text-sm font-semibold">
        {t("templateEditor.field.groupPicture")}
      </label>
      <Select
        id={`${id}-group`}
        value={field.allowed.groupPicture}
        onChange={(event) => onChange({ groupPicture: event.target.value as PictureRules["groupPicture"] })}
      >
        {groupChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`templateEditor.field.groupPicture_${choice}`)}
          </option>
        ))}
      </Select>
      <label className={check}>
        <input
          type="checkbox"
          checked={field.allowed.userUploads}
          onChange={(event) => onChange({ userUploads: event.target.checked })}
        />
        {t("templateEditor.field.userUploads")}
      </label>
      <label className={check}>
        <input
          type="checkbox"
          checked={!field.disableBackground}
          onChange={(event) => onChange({ greenScreen: event.target.checked })}
        />
        {t("templateEditor.field.greenScreen")}
      </label>
    </fieldset>
  );
}
