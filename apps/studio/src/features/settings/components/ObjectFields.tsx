import type { Json } from "../sections.ts";
import { childPath } from "../sections.ts";
import { useIssue } from "./issues-context.ts";
import { ValueEditor } from "./ValueEditor.tsx";

/** The fields of an object, each its own editor. */
export function ObjectFields({
  value,
  path,
  onChange,
}: {
  value: { [key: string]: Json };
  path: string;
  onChange: (value: Json) => void;
}) {
  const issue = useIssue(path);
  return (
    <>
      {issue && <p className="text-sm font-medium text-danger">{issue}</p>}
      {Object.entries(value).map(([key, child]) => (
        <ValueEditor
          key={key}
          name={key}
          value={child}
          path={childPath(path, key)}
          onChange={(next) => onChange({ ...value, [key]: next })}
        />
      ))}
    </>
  );
}
