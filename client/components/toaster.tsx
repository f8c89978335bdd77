// Toasts for the whole app. This module is tiny on purpose: the toast machinery (./toaster-impl.js, with
// Ark/zag's toast store and group) loads with the first toast, so it is neither in the initial JavaScript
// nor in a first load that shows no toast (issue 13). That toast shows as soon as the machinery has loaded
// (with the rest of the Chakra recipes); the area (and its F8 hotkey) exists from then on.
import { useSyncExternalStore } from "react";
import { lazyWithTheme, loadAllRecipes } from "../theme.js";
import type { ToastOptions, ToastType } from "./toaster-impl.js";

const load = () => Promise.all([import("./toaster-impl.js"), loadAllRecipes()]).then(([m]) => m);

let wanted = false;
const listeners = new Set<() => void>();

/** Shows `options` as THE toast (SPEC §9: one toast at a time, the newest replaces the one showing). */
export function showToast(options: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void load().then((m) => m.showToast(options));
}

export function notify(type: ToastType, title: string, description?: string): void {
  showToast({ type, title, description });
}

const ToastArea = lazyWithTheme(() => load().then((m) => ({ default: m.Toaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast area, mounted from the first toast on; render it inside <Suspense>. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  return shown ? <ToastArea /> : null;
}
