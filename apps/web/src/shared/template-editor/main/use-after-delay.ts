import { useEffect, useRef } from "react";

const leaveDelayMs = 300;

/** Spec 02 §4, §9: a short delay precedes leaving the image or text screen after Done. */
export function useAfterDelay(): (action: () => void) => void {
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  return (action) => {
    clearTimeout(leaving.current);
    leaving.current = setTimeout(action, leaveDelayMs);
  };
}
