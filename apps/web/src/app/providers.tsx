import { loadLater } from "@shop/ui/load-later";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { queryClient } from "../lib/query-client.ts";

// The toasts answer what a visitor does, never the first paint, so their library loads after the first page. A
// toast made before the toaster is there shows when it mounts (sonner replays them).
const AppToaster = lazy(async () => ({ default: (await import("./AppToaster.tsx")).AppToaster }));

export function Providers({ children }: { children: ReactNode }) {
  const [toaster, setToaster] = useState(false);
  useEffect(() => loadLater(() => setToaster(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toaster && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
