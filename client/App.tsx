import { Suspense, useState, type ComponentType, type LazyExoticComponent } from "react";
import { lazyWithTheme } from "./theme.js";
import { Route, Routes } from "react-router";
import { Layout } from "./components/Layout.js";
import { RouteGuard, type Access } from "./components/RouteGuard.js";
import { SuspensionRedirect } from "./features/account/SuspensionRedirect.js";
import { useAuthDialog } from "./features/auth/AuthDialogContext.js";

// The sign-in dialog (forms, validation schemas) loads the first time it is opened, not with the app.
const AuthDialog = lazyWithTheme(() => import("./features/auth/AuthDialog.js").then((m) => ({ default: m.AuthDialog })));

type Page = LazyExoticComponent<ComponentType>;

// SPEC §2 route table. Every page loads lazily; Layout shows a spinner meanwhile.
const routes: Array<{ path: string; access: Access; Page: Page }> = [
  { path: "/", access: "user", Page: lazyWithTheme(() => import("./pages/HomePage.js")) },
  { path: "/login", access: "guest", Page: lazyWithTheme(() => import("./pages/authPages.js").then((m) => ({ default: m.LoginPage }))) },
  { path: "/signup", access: "guest", Page: lazyWithTheme(() => import("./pages/authPages.js").then((m) => ({ default: m.SignUpPage }))) },
  { path: "/privacy-policy", access: "public", Page: lazyWithTheme(() => import("./pages/PrivacyPolicyPage.js")) },
  { path: "/terms-of-service", access: "public", Page: lazyWithTheme(() => import("./pages/TermsOfServicePage.js")) },
  { path: "/faqs", access: "public", Page: lazyWithTheme(() => import("./pages/FaqsPage.js")) },
  { path: "/subscription", access: "user", Page: lazyWithTheme(() => import("./pages/SubscriptionPage.js")) },
  { path: "/payment-success", access: "user", Page: lazyWithTheme(() => import("./pages/PaymentSuccessPage.js")) },
  { path: "/account", access: "user", Page: lazyWithTheme(() => import("./pages/AccountPage.js")) },
  { path: "/invoices", access: "user", Page: lazyWithTheme(() => import("./pages/InvoicesPage.js")) },
  { path: "/profile", access: "user", Page: lazyWithTheme(() => import("./pages/ProfilePage.js")) },
  { path: "/payment-methods", access: "user", Page: lazyWithTheme(() => import("./pages/PaymentMethodsPage.js")) },
  { path: "/mentor-profile", access: "user", Page: lazyWithTheme(() => import("./pages/MentorProfilePage.js")) },
  { path: "/mentor-profile/availability", access: "user", Page: lazyWithTheme(() => import("./pages/AvailabilityPage.js")) },
  { path: "/mentors/:id", access: "public", Page: lazyWithTheme(() => import("./pages/MentorDetailsPage.js")) },
  { path: "/admin/dashboard", access: "admin", Page: lazyWithTheme(() => import("./pages/admin/AdminDashboardPage.js")) },
  { path: "/admin/users", access: "admin", Page: lazyWithTheme(() => import("./pages/admin/AdminUsersPage.js")) },
  { path: "/admin/mentors", access: "admin", Page: lazyWithTheme(() => import("./pages/admin/AdminMentorsPage.js")) },
  { path: "/admin/payments", access: "admin", Page: lazyWithTheme(() => import("./pages/admin/AdminPaymentsPage.js")) },
  { path: "/admin/settings", access: "admin", Page: lazyWithTheme(() => import("./pages/admin/AdminSettingsPage.js")) },
  { path: "/admin/manage-admins", access: "mainAdmin", Page: lazyWithTheme(() => import("./pages/admin/ManageAdminsPage.js")) },
  { path: "/account-suspended", access: "public", Page: lazyWithTheme(() => import("./pages/AccountSuspendedPage.js")) },
  { path: "*", access: "public", Page: lazyWithTheme(() => import("./pages/NotFoundPage.js")) },
];

export function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          {routes.map(({ path, access, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteGuard access={access}>
                  <Page />
                </RouteGuard>
              }
            />
          ))}
        </Route>
      </Routes>
      <LazyAuthDialog />
      <SuspensionRedirect />
    </>
  );
}

function LazyAuthDialog() {
  const { isOpen } = useAuthDialog();
  // Mounted from its first opening on, so its state and closing animation work as before.
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}
