import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuth } from "../features/auth/useAuth.js";
import { PageSpinner } from "./PageSpinner.js";

export type Access = "public" | "guest" | "user" | "admin" | "mainAdmin";

/**
 * SPEC §2 route guard. Waits for the user query before deciding (no early redirects).
 * guest: /login and /signup, which send a signed-in user to /.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (access === "public") return children;
  if (isLoading) return <PageSpinner />;
  if (access === "guest") return user ? <Navigate to="/" replace /> : children;
  if (!user) return <Navigate to="/signup" replace />;
  if ((access === "admin" || access === "mainAdmin") && !user.isAdmin) return <Navigate to="/" replace />;
  if (access === "mainAdmin" && !user.isMainAdmin) return <Navigate to="/admin/dashboard" replace />;
  return children;
}
