import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { queryClient } from "../lib/query-client.ts";

// The toasts answer what a visitor does, never the first paint, so their library loads after the first page.
const AppToaster = lazy(async () => ({ default: (await import("./AppToaster.tsx")).AppToaster }));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
