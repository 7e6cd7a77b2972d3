import type { Picture } from "@shop/contracts/picture-sets";
import { useMemo, useState } from "react";

type State = { order: string[]; index: number } | null;

/**
 * The viewer's pictures in the order they had when it opened: marking a favorite inside the viewer moves the
 * picture on the page behind it, but must not move the viewer away from it.
 */
export function useViewer(pictures: readonly Picture[]) {
  const [state, setState] = useState<State>(null);
  const shown = useMemo(() => {
    if (!state) return [];
    const byUuid = new Map(pictures.map((p) => [p.uuid, p]));
    return state.order.map((uuid) => byUuid.get(uuid)).filter((p): p is Picture => p !== undefined);
  }, [pictures, state]);
  return {
    open: (ordered: readonly Picture[], index: number) =>
      setState({ order: ordered.map((p) => p.uuid), index }),
    /** What `PictureViewer` takes to show and move through the pictures. */
    props: {
      pictures: shown,
      index: state && state.index < shown.length ? state.index : null,
      onIndexChange: (index: number) => setState((s) => (s ? { ...s, index } : s)),
      onClose: () => setState(null),
    },
  };
}
