// Toasts for the whole app. This module is tiny on purpose: the toast machinery (./toaster-impl.js, with
// Ark/zag's toast store and group) loads after the first paint, so it is not in the initial JavaScript.
// A toast asked for before it arrives shows as soon as it has loaded (with the rest of the Chakra recipes).
import { lazyWithTheme, loadAllRecipes } from "../theme.js";
import type { ToastOptions, ToastType } from "./toaster-impl.js";

const load = () => Promise.all([import("./toaster-impl.js"), loadAllRecipes()]).then(([m]) => m);

/** Shows `options` as THE toast (SPEC §9: one toast at a time, the newest replaces the one showing). */
export function showToast(options: ToastOptions): void {
  void load().then((m) => m.showToast(options));
}

export function notify(type: ToastType, title: string, description?: string): void {
  showToast({ type, title, description });
}

/** The toast area; render it inside <Suspense>. */
export const Toaster = lazyWithTheme(() => load().then((m) => ({ default: m.Toaster })));
