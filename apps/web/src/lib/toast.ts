import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

let loading: Promise<Toast> | undefined;

function sonner(): Promise<Toast> {
  loading ??= import("sonner").then((m) => m.toast);
  return loading;
}

/**
 * The toasts' messages, with their library fetched when the first one is said: it is about a third of a page's own
 * code and no part of its first paint. The toaster that shows them loads after the first page (providers.tsx).
 */
export const toast = {
  success: (...args: Parameters<Toast["success"]>): void => {
    void sonner().then((t) => t.success(...args));
  },
  error: (...args: Parameters<Toast["error"]>): void => {
    void sonner().then((t) => t.error(...args));
  },
};
