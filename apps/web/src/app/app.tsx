import { Suspense, useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StartupGate } from "./startup/startup-gate";
import { Splash } from "./startup/splash";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {/* Suspends until the current locale file has loaded. */}
      <Suspense fallback={<Splash />}>
        <StartupGate />
      </Suspense>
    </QueryClientProvider>
  );
}
