import { loadLater } from "@shop/ui/load-later";
import { lazy, Suspense, useEffect, useState } from "react";
import type { ShareDialogProps } from "./ShareDialog.tsx";

// The dialog, its steps and the share calls are a chunk of their own: no page that only offers the button carries it
// in its first load. It is fetched once the page has settled (or on opening), so it opens at once (decision 0031).
const loadDialog = () => import("./ShareDialog.tsx");
const Dialog = lazy(async () => ({ default: (await loadDialog()).ShareDialog }));

/** The share dialog, drawn from its first opening on (so it closes as a dialog). */
export function LazyShareDialog(props: ShareDialogProps) {
  const [used, setUsed] = useState(props.open);
  useEffect(() => loadLater(loadDialog), []);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
