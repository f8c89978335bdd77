// The toast machinery (Ark/zag toast store and group). Loaded lazily through ./toaster.js, so it is not part
// of the first screen's JavaScript.
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";
import { useRef, useState, type PointerEvent, type ReactNode } from "react";

/** SPEC §9: one toast at a time, 5000 ms, swipe 50 px right to dismiss, F8 focuses the area. */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: TOAST_DURATION_MS,
  // Ark/zag matches each entry against the event's modifier flags or `event.code`.
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

export type ToastType = "success" | "error" | "info" | "warning" | "loading";

export interface ToastOptions {
  type: ToastType;
  title: string;
  description?: string;
  duration?: number;
}

/**
 * Shows `options` as THE toast (SPEC §9: one toast at a time, the newest replaces the one showing).
 * The store's `max: 1` alone would queue the newcomer behind the toast on screen, so a red
 * "Payment failed" kept covering the later success; removing what shows first makes the newest win.
 */
export function showToast(options: ToastOptions): string {
  toaster.remove();
  return toaster.create({ ...options, closable: options.type !== "loading" });
}

/** Ark toasts have no swipe gesture: track the pointer and dismiss on a rightward swipe ≥ 50 px. */
function SwipeableToast({ id, children }: { id: string | undefined; children: ReactNode }) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [dx, setDx] = useState(0);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    start.current = { x: e.clientX, pointerId: e.pointerId };
    // Keep receiving the gesture even if the toast moves (stack animation) or the pointer leaves it.
    if (!(e.target instanceof HTMLElement && e.target.closest("button"))) e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    setDx(Math.max(0, e.clientX - start.current.x));
  };
  const end = (e: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    const moved = e.clientX - start.current.x;
    start.current = null;
    setDx(0);
    if (!cancelled && moved >= SWIPE_THRESHOLD_PX) toaster.dismiss(id);
  };

  return (
    <Toast.Root
      width={{ md: "sm" }}
      // Chakra's solid green/orange under white text is below 4.5:1 (axe color-contrast): the theme's solids are a shade darker.
      css={{ "&[data-type=success]": { bg: "success.solid" }, "&[data-type=warning]": { bg: "warning.solid" }, "&[data-type=error]": { bg: "danger.solid" } }}
      data-swipe-x={dx}
      style={{ transform: dx ? `translateX(${dx}px)` : undefined, opacity: dx ? Math.max(0.3, 1 - dx / 200) : undefined, touchAction: "pan-y" }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => end(e, false)}
      onPointerCancel={(e) => end(e, true)}
    >
      {children}
    </Toast.Root>
  );
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <SwipeableToast id={toast.id}>
            {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}
