import { loadLater } from "@shop/ui/load-later";
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { PictureViewer as Viewer } from "./PictureViewer.tsx";

const PictureViewer = lazy(async () => ({ default: (await import("./PictureViewer.tsx")).PictureViewer }));

/**
 * The full-screen viewer, whose code (a dialog and a swipe library) is no part of a set's first paint: it loads once
 * the page has settled or the visitor first touches it, or at once when a picture is opened before that. Once
 * there, it stays, so it closes the way it opened.
 */
export function LazyPictureViewer(props: ComponentProps<typeof Viewer>) {
  const [wanted, setWanted] = useState(false);
  const opened = props.index !== null;
  useEffect(() => {
    if (opened) setWanted(true);
  }, [opened]);
  useEffect(() => loadLater(() => setWanted(true)), []);
  if (!wanted && !opened) return null;
  return (
    <Suspense fallback={null}>
      <PictureViewer {...props} />
    </Suspense>
  );
}
