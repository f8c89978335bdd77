// Sends the tab to the "Account suspended" page as soon as any call reports an admin's suspension.
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation } from "react-router";
import { ADMIN_SUSPENSION_KEY, SUSPENDED_PATH, type AdminSuspension } from "./adminSuspension.js";

export function SuspensionRedirect() {
  const { pathname } = useLocation();
  // Written by the query client's error handler; never fetched.
  const { data } = useQuery<AdminSuspension | null>({ queryKey: ADMIN_SUSPENSION_KEY, queryFn: () => null, enabled: false, staleTime: Infinity });
  return data && pathname !== SUSPENDED_PATH ? <Navigate to={SUSPENDED_PATH} replace /> : null;
}
