import type { StudioSettingsIssue } from "@shop/contracts/studio-settings";
import { createContext, useContext } from "react";

/** The file's problems by their path, for each field to show its own. */
export const IssuesContext = createContext<ReadonlyMap<string, string>>(new Map());

export function issuesByPath(issues: readonly StudioSettingsIssue[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const issue of issues) {
    const before = map.get(issue.path);
    map.set(issue.path, before === undefined ? issue.message : `${before}; ${issue.message}`);
  }
  return map;
}

/** The problem of this field, or of a row or object as a whole. */
export function useIssue(path: string): string | null {
  return useContext(IssuesContext).get(path) ?? null;
}

/** Whether anything inside this path has a problem (a row to open). */
export function useHasIssueWithin(path: string): boolean {
  const issues = useContext(IssuesContext);
  for (const key of issues.keys())
    if (key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}[`)) return true;
  return false;
}
