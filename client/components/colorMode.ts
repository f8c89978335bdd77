// Light and dark mode (issue 16): the system's preference unless the user picks one in the avatar menu; the
// choice is kept in localStorage. Chakra's dark tokens apply under <html class="dark">.
import { useSyncExternalStore } from "react";

export type ColorModeChoice = "system" | "light" | "dark";
const KEY = "leadone-color-mode";
const listeners = new Set<() => void>();
const media = () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null);

export function storedChoice(): ColorModeChoice {
  try {
    const v = localStorage.getItem(KEY);
    return v === "light" || v === "dark" ? v : "system";
  } catch {
    return "system";
  }
}

export const resolvedMode = (choice = storedChoice()): "light" | "dark" => (choice === "system" ? (media()?.matches ? "dark" : "light") : choice);

/** Puts the chosen mode on <html>; main.tsx calls it before the first render (no flash). */
export function applyColorMode() {
  const mode = resolvedMode();
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.classList.toggle("light", mode === "light");
  root.style.colorScheme = mode;
  root.dataset.colorMode = mode;
}

export function setColorMode(choice: ColorModeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // storage off: the choice lasts for this page only
  }
  applyColorMode();
  listeners.forEach((l) => l());
}

/** Follows system changes while the user has not picked a mode. */
export function watchSystemColorMode() {
  media()?.addEventListener("change", () => {
    applyColorMode();
    listeners.forEach((l) => l());
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useColorModeChoice(): ColorModeChoice {
  return useSyncExternalStore(subscribe, storedChoice, () => "system");
}
