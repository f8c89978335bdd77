// The three 30-second polls (SPEC §7): usage status, pending charges and account status. They are
// issued in the same tick, so httpBatchLink sends them as ONE request. Signed-in users only.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../trpc.js";
import { useAuth } from "../auth/useAuth.js";

export const POLL_MS = 30_000;

export function useUsageStatus() {
  const trpc = useTRPC();
  const { user } = useAuth();
  return useQuery({ ...trpc.usage.status.queryOptions(undefined, { refetchInterval: POLL_MS, retry: false }), enabled: !!user });
}

export function usePendingCharges() {
  const trpc = useTRPC();
  const { user } = useAuth();
  return useQuery({ ...trpc.usage.pendingCharges.queryOptions(undefined, { refetchInterval: POLL_MS, retry: false }), enabled: !!user });
}

export function useAccountStatus() {
  const trpc = useTRPC();
  const { user } = useAuth();
  return useQuery({ ...trpc.account.status.queryOptions(undefined, { refetchInterval: POLL_MS, retry: false }), enabled: !!user });
}
