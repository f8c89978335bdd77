import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { authPathWithReturn, safeReturnTo } from "../../shared/return-to.js";
import { useAuth } from "../features/auth/useAuth.js";
import { PageSpinner } from "./PageSpinner.js";

export type Access = "public" | "guest" | "user" | "admin" | "mainAdmin";

/**
 * SPEC §2 route guard. Waits for the user query before deciding (no early redirects).
 * guest: /login and /signup, which send a signed-in user on to their safe `returnTo`, else to /.
 * A signed-out visitor of a guarded page goes to /signup carrying that page as `returnTo`.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  if (access === "public") return children;
  if (isLoading) return <PageSpinner />;
  if (access === "guest") return user ? <Navigate to={safeReturnTo(params.get("returnTo")) ?? "/"} replace /> : children;
  if (!user) return <Navigate to={authPathWithReturn("/signup", `${location.pathname}${location.search}${location.hash}`)} replace />;
  if ((access === "admin" || access === "mainAdmin") && !user.isAdmin) return <Navigate to="/" replace />;
  if (access === "mainAdmin" && !user.isMainAdmin) return <Navigate to="/admin/dashboard" replace />;
  return children;
}
