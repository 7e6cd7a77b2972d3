import { pinchHintMs, showsPinchHint } from "@shop/domain/image-screen";
import { useCallback, useEffect, useState } from "react";

/** Spec 02 §9 'Session keys: pinch hint shown'. */
export const pinchHintKey = "shop.editor.pinchHintShown";

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(pinchHintKey) === "1";
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(pinchHintKey, "1");
  } catch {
    // Without session storage the hint may show again; nothing else depends on it.
  }
}

/**
 * Whether the pinch hint is showing: once per session, for 10 seconds, when the rules of spec 02 §4 say so; and what
 * hides it sooner, once the parent has moved or pinched the picture (it covers part of the picture meanwhile).
 */
export function usePinchHint(facts: {
  hasImage: boolean;
  zoomDisabled: boolean;
  toolboxDisabled: boolean;
  fieldRotation: number;
}): [showing: boolean, hide: () => void] {
  const [showing, setShowing] = useState(false);
  const { hasImage, zoomDisabled, toolboxDisabled, fieldRotation } = facts;
  useEffect(() => {
    const show = showsPinchHint({
      hasImage,
      zoomDisabled,
      toolboxDisabled,
      fieldRotation,
      shownThisSession: shownThisSession(),
    });
    if (!show) return;
    rememberShown();
    setShowing(true);
  }, [hasImage, zoomDisabled, toolboxDisabled, fieldRotation]);
  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(() => setShowing(false), pinchHintMs);
    return () => clearTimeout(timer);
  }, [showing]);
  const hide = useCallback(() => setShowing(false), []);
  return [showing, hide];
}
