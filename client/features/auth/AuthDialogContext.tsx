import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export type AuthTab = "signin" | "signup";

interface AuthDialogState {
  isOpen: boolean;
  tab: AuthTab;
  open: (tab: AuthTab) => void;
  close: () => void;
  setTab: (tab: AuthTab) => void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** App-level state of the auth dialog: anything may call `useAuthDialog().open("signin" | "signup")`. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>("signin");
  const open = useCallback((t: AuthTab) => {
    setTab(t);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, tab, open, close, setTab }), [isOpen, tab, open, close]);
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return ctx;
}
