import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RouterOutputs } from "../../../shared/api.js";
import { notify } from "../../components/toaster.js";
import { useTRPC, useTRPCClient } from "../../trpc.js";
import { useAuthDialog } from "./AuthDialogContext.js";
import { adminSuspensionOf, rememberAdminSuspension } from "../account/adminSuspension.js";

export type AuthUser = RouterOutputs["auth"]["user"];

/** The cache key of the current user (null = anonymous). */
export const CURRENT_USER_KEY = ["auth", "currentUser"] as const;

const isCurrentUserQuery = (key: readonly unknown[]) => key.length === CURRENT_USER_KEY.length && key.every((k, i) => k === CURRENT_USER_KEY[i]);

export function errorMessage(err: unknown): string | undefined {
  return err instanceof Error && err.message ? err.message : undefined;
}

/** The current user query: SPEC §4/§7 — null on 401 or any failure, never retried. */
export function useCurrentUser() {
  const client = useTRPCClient();
  return useQuery<AuthUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      try {
        return await client.auth.user.query();
      } catch {
        return null;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
}

/** Forgets the signed-in user and every cached answer (SPEC §4 logout; also a session ended elsewhere). */
export function forgetUser(queryClient: QueryClient) {
  // The user query is set to null rather than removed, so every mounted observer sees it at once
  // (QueryClient.clear() would detach them from the cache and leave stale users on screen).
  queryClient.setQueryData<AuthUser | null>(CURRENT_USER_KEY, null);
  void queryClient.cancelQueries({ predicate: (q) => !isCurrentUserQuery(q.queryKey) });
  queryClient.removeQueries({ predicate: (q) => !isCurrentUserQuery(q.queryKey) });
  queryClient.getMutationCache().clear();
}

/** Any call answered "Account suspended" (an admin's suspension): sign this tab out and show the page. */
export function onCallError(queryClient: QueryClient, error: unknown) {
  const suspension = adminSuspensionOf(error);
  if (!suspension) return;
  if (queryClient.getQueryData<AuthUser | null>(CURRENT_USER_KEY)) forgetUser(queryClient);
  rememberAdminSuspension(queryClient, suspension);
}

/** A procedure answered UNAUTHORIZED: if we thought we were signed in, the session ended on the server. */
export function onSessionLost(queryClient: QueryClient) {
  if (queryClient.getQueryData<AuthUser | null>(CURRENT_USER_KEY)) forgetUser(queryClient);
}

export function useAuth() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dialog = useAuthDialog();
  const userQuery = useCurrentUser();

  const signedIn = (user: AuthUser) => {
    queryClient.setQueryData<AuthUser | null>(CURRENT_USER_KEY, user);
    dialog.close();
  };

  const login = useMutation(trpc.auth.login.mutationOptions({ onSuccess: signedIn }));
  const register = useMutation(trpc.auth.register.mutationOptions({ onSuccess: signedIn }));
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      // SPEC §4: logout clears the user and all cached data.
      onSuccess: () => forgetUser(queryClient),
      onError: () => notify("error", "Logout failed"),
    }),
  );

  return {
    user: userQuery.data ?? null,
    isLoading: userQuery.isPending,
    login,
    register,
    logout,
  };
}
