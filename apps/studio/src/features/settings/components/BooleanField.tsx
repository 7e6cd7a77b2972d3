import { Checkbox } from "@shop/ui/Checkbox";
import type { Json } from "../sections.ts";
import { useIssue } from "./issues-context.ts";

/** A yes/no field of the file, with its problem. */
export function BooleanField({
  label,
  value,
  path,
  onChange,
}: {
  label: string;
  value: boolean;
  path: string;
  onChange: (v: Json) => void;
}) {
  const issue = useIssue(path);
  return (
    <div>
      <Checkbox checked={value} onCheckedChange={onChange} label={label} />
      {issue && <p className="text-sm font-medium text-danger">{issue}</p>}
    </div>
  );
}
