import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface DialogFrameProps {
  open: boolean;
  /** Escape, the backdrop and the close button all call this. */
  onClose: () => void;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  scrollBehavior?: "inside" | "outside";
  initialFocusEl?: () => HTMLElement | null;
  testId?: string;
}

/** Every dialog's frame: centred, over a backdrop, with the close button ("Close dialog") in its corner.
 * SimpleDialog, ConfirmDialog and the bigger dialogs put their header, body and footer inside. */
export function DialogFrame({ open, onClose, children, role, size = "md", scrollBehavior, initialFocusEl, testId }: DialogFrameProps) {
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={size} scrollBehavior={scrollBehavior} initialFocusEl={initialFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
