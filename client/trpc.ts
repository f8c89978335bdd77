// The one tRPC client of the app. Types come from the server's AppRouter only.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { TRPCClientError, createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import type { AppRouter } from "../server/trpc/router.js";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** True for the error a procedure gives when the session is gone (signed out elsewhere, suspended). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "UNAUTHORIZED";
}

/**
 * @param onUnauthorized called when any query or mutation answers UNAUTHORIZED, so a session ended on
 *   the server (sign-out elsewhere, an admin's suspension) signs this tab out at once.
 * @param onError sees every query and mutation error (e.g. the admin-suspension answer).
 */
export function makeQueryClient(onUnauthorized?: (client: QueryClient) => void, onError?: (client: QueryClient, error: unknown) => void): QueryClient {
  // SPEC §7: cached data never goes stale, no retries, no refetch on window focus.
  const handle = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized?.(client);
    onError?.(client, error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export function makeTRPCClient() {
  const fetchWithCookies = (url: URL | RequestInfo, options?: RequestInit) => fetch(url, { ...options, credentials: "include" });
  return createTRPCClient<AppRouter>({
    links: [
      // A money call made with an idempotency key (useIdempotencyKey) goes on its own request with the
      // `Idempotency-Key` header; everything else is batched.
      splitLink({
        condition: (op) => typeof op.context.idempotencyKey === "string",
        true: httpLink({
          url: "/trpc",
          transformer: superjson,
          fetch: fetchWithCookies,
          headers: ({ op }) => ({ "Idempotency-Key": String(op.context.idempotencyKey) }),
        }),
        // Not the streaming link: login/register set cookies, which cannot be set after a stream starts.
        false: httpBatchLink({ url: "/trpc", transformer: superjson, fetch: fetchWithCookies }),
      }),
    ],
  });
}
