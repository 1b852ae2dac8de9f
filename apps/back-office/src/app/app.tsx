import { lazy, Suspense, useEffect } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "../shared/api/api-error";
import { useSession } from "../shared/session/session";
import { Skeleton } from "../shared/ui/states";
import { Toaster } from "../shared/ui/toast";
import { SignIn } from "../sign-in/sign-in";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A refusal is an answer: only a lost connection is worth another try.
        retry: (count, error) => count < 2 && error instanceof ApiError && error.code === "NETWORK_ERROR",
        refetchOnWindowFocus: false,
      },
    },
  });
}

const SignedIn = lazy(() => import("./signed-in"));

export function App({ client }: { client: QueryClient }) {
  const session = useSession();
  // A new operator (or none): nothing of the previous session's answers stays in the cache.
  useEffect(() => {
    if (!session) client.clear();
  }, [session, client]);
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<Skeleton rows={3} label="…" />}>
        {session ? <SignedIn session={session} /> : <SignIn />}
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
